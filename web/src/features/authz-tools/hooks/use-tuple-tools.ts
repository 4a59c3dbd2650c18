import { useState } from 'react';
import type { FgaCheckInput, FgaReadInput } from '@/gql/graphql';
import { useCheckTupleQuery } from '../api/check-tuple';
import { objectOfUser, useObjectNamesQuery, type ObjectNames } from '../api/object-names';
import { useReadTuplesQuery, type ReadTuple } from '../api/read-tuples';
import { inputErrors, type InputErrors, type TupleField } from './input-errors';

/** The Read and Check form's values. */
export type TupleQuestion = Record<TupleField, string>;

/** What the tools show under the form. */
export type ToolsOutcome =
  | { kind: 'none' }
  | { kind: 'read'; filter: FgaReadInput; tuples: ReadTuple[]; continuationToken: string | null; names: ObjectNames }
  | { kind: 'check'; question: TupleQuestion; allowed: boolean; names: ObjectNames };

/** The objects a page of tuples names, users and objects alike. */
const namedIn = (tuples: ReadTuple[]) => tuples.flatMap((tuple) => [objectOfUser(tuple.key.user), tuple.key.object]);

/** Tuples per Read page. */
export const readPageSize = 50;

/** Check's input: the trimmed question, with the context (JSON, for conditions) only when one is given. */
export function checkInput(question: TupleQuestion): FgaCheckInput {
  const context = question.context.trim();
  return { user: question.user.trim(), relation: question.relation.trim(), object: question.object.trim(), ...(context ? { context } : {}) };
}

/** Read leaves out blank filters: an empty field matches everything. */
function readFilter(question: TupleQuestion): FgaReadInput {
  const trimmed = (value: string) => value.trim() || null;
  return { user: trimmed(question.user), relation: trimmed(question.relation), object: trimmed(question.object), pageSize: readPageSize };
}

/**
 * Read (paged, with Load more) and Check of relationship tuples. Input refused by the API lands in
 * `inputErrors`; any other failure in `failure`, which the page shows as its error page.
 */
export function useTupleTools() {
  const readTuples = useReadTuplesQuery();
  const checkTuple = useCheckTupleQuery();
  const objectNames = useObjectNamesQuery();
  const [outcome, setOutcome] = useState<ToolsOutcome>({ kind: 'none' });
  const [pending, setPending] = useState<'read' | 'check' | 'more' | null>(null);
  const [errors, setErrors] = useState<InputErrors | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function run(kind: 'read' | 'check' | 'more', work: () => Promise<void>) {
    setPending(kind);
    setErrors(null);
    try {
      await work();
    } catch (error) {
      const refused = inputErrors(error);
      if (refused) setErrors(refused);
      else setFailure(error);
    } finally {
      setPending(null);
    }
  }

  const read = (question: TupleQuestion) =>
    run('read', async () => {
      setOutcome({ kind: 'none' });
      const filter = readFilter(question);
      const page = await readTuples(filter);
      const names = await objectNames(namedIn(page.tuples));
      setOutcome({ kind: 'read', filter, tuples: page.tuples, continuationToken: page.continuationToken, names });
    });

  const loadMore = () =>
    run('more', async () => {
      if (outcome.kind !== 'read' || !outcome.continuationToken) return;
      const page = await readTuples({ ...outcome.filter, continuationToken: outcome.continuationToken });
      const names = await objectNames(namedIn(page.tuples));
      setOutcome({ ...outcome, tuples: [...outcome.tuples, ...page.tuples], continuationToken: page.continuationToken, names: new Map([...outcome.names, ...names]) });
    });

  const check = (question: TupleQuestion) =>
    run('check', async () => {
      setOutcome({ kind: 'none' });
      const input = checkInput(question);
      // Whether the user exists, asked beside the check: a user nobody has is not a "Not allowed".
      const [allowed, names] = await Promise.all([checkTuple(input), objectNames([objectOfUser(input.user), input.object])]);
      setOutcome({ kind: 'check', question: { ...question, ...input, context: input.context ?? '' }, allowed, names });
    });

  return { outcome, pending, errors, failure, read, loadMore, check };
}
