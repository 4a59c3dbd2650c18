import { deepDiveAccumulator, type DeepDiveTally } from '../../../schema/src/explorer/deep-dive';
import { answersFromResponses, type ResponseLike } from '../../../schema/src/template/answers-from-responses';
import type { Answers } from '../../../schema/src/template/answers';
import type { OutcomeGroup } from '../../../schema/src/template/outcome-model';
import type { IndexableTemplate } from '../../../schema/src/template/template-index';
import type { ResponseRecord } from '../../data/entities';
import { readExplorerForms, type ExplorerFormPosition } from '../../data/explorer-forms';
import { readFormCount } from '../../data/form-counters';
import { responseView } from '../../forms/form-view';

/** The newest forms a deep dive reads at most: one request's worth (about 10 reads of the index). */
export const maxDeepDiveForms = 5_000;

/** The deep dive's figures and what they are computed from. */
export interface DistributionAnswer {
  tally: DeepDiveTally;
  /** Forms the figures count. */
  basedOn: number;
  /** The template group's forms in all. */
  total: number;
  /** Forms read to answer (0 when every figure came from an aggregate). */
  formsRead: number;
}

/**
 * Where the deep dive's figures come from: {@link newestFormsSource} reads the newest forms (at most
 * {@link maxDeepDiveForms}); aggregate-source.ts takes the questions from the maintained answer aggregates.
 */
export interface DistributionSource {
  distribution(groupId: string, template: IndexableTemplate, outcomeGroups: readonly OutcomeGroup[]): Promise<DistributionAnswer>;
}

/** A form's top-level answers as the rules read them. */
export const answersOfResponses = (responses: readonly ResponseRecord[]): Answers =>
  answersFromResponses(responses.map(responseView) as unknown as ResponseLike[]);

/** Visits the group's newest forms, newest first, up to `max`, a read of 500 at a time; `visit` may stop early by answering false. */
export async function eachNewestForm(
  groupId: string,
  max: number,
  visit: (form: { id: string; createdDate: string; autoId?: string; name: string; status: string }, answers: Answers) => boolean | void,
  after?: ExplorerFormPosition,
): Promise<{ read: number; last?: ExplorerFormPosition; ended: boolean }> {
  let read = 0;
  let place = after;
  for (;;) {
    const page = await readExplorerForms({ groupId, descending: true, limit: Math.min(500, max - read), ...(place ? { after: place } : {}) });
    for (const { form, responses } of page.forms) {
      read += 1;
      place = { id: form.id, createdDate: form.createdDate };
      if (visit(form, answersOfResponses(responses)) === false) return { read, last: place, ended: false };
    }
    if (!page.more) return { read, ...(place ? { last: place } : {}), ended: true };
    if (read >= max) return { read, ...(place ? { last: place } : {}), ended: false };
  }
}

/** The deep dive over the newest forms of the group (see {@link DistributionSource}). */
export const newestFormsSource: DistributionSource = {
  async distribution(groupId, template, outcomeGroups) {
    const accumulator = deepDiveAccumulator(template, outcomeGroups);
    const [{ read }, total] = await Promise.all([
      eachNewestForm(groupId, maxDeepDiveForms, (_form, answers) => accumulator.add(answers)),
      readFormCount({ kind: 'templateGroup', groupId }),
    ]);
    return { tally: accumulator.result(), basedOn: read, total: Math.max(total, read), formsRead: read };
  },
};
