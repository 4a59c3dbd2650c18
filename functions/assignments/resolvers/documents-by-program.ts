import { z } from 'zod';
import { documentsByProgramArgsSchema, passesAll, planDocumentRead } from '../../../schema/src/assignments/document-query';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import type { TemplateRecord } from '../../data/entities';
import { readFormCount } from '../../data/form-counters';
import { isInProgramRange, positionOfItem, programFormPositionSchema, readProgramForms, type ProgramFormPosition, type ProgramFormRange, type ReadProgramForm } from '../../data/program-forms';
import { findTemplate } from '../../data/templates-repository';
import { listedFormView } from '../../forms/child-forms';
import { gatherPage, type PageSource } from '../../forms/group-listing/collect-page';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { adminProgram } from '../program-access';

/** Reads one page may spend when rules are left to test, and how many forms each read examines. */
const filteredReads = 4;
const filteredReadSize = 100;

/** A cursor's position and how many matching forms the earlier pages held (the running total). */
const cursorSchema = z.object({ at: programFormPositionSchema, seen: z.number().int().min(0) }).strict();

/**
 * documentsByProgram: the program's forms sorted by autoId.string or name from the index of that column (a
 * startsWith rule on it narrows the key range). Rules left over are tested on the forms read, at most
 * {@link filteredReads} reads of {@link filteredReadSize} a page: a page may come back short with a cursor, and
 * its total then counts the matches so far (partialTotal). Without rules the total is the program's form counter.
 */
export async function documentsByProgram(caller: Caller, args: unknown) {
  const { programId, filter, sort, page, size, cursor } = parseInput(documentsByProgramArgsSchema, args);
  await adminProgram(caller, programId);
  const request = normalizePageRequest(page, size);
  const plan = planDocumentRead(filter?.rules ?? [], sort);
  const range: ProgramFormRange = { programId, order: plan.field, descending: plan.descending, prefix: plan.prefix };
  const scope = { list: 'documentsByProgram', scope: `${programId}|${plan.field}|${plan.descending ? 'desc' : 'asc'}|${plan.prefix}` };
  const from = positionOfCursor(cursor, scope, cursorSchema, (position) => isInProgramRange(range, position.at));
  const filtered = plan.remaining.length > 0;
  const source: PageSource<ReadProgramForm, ProgramFormPosition> = {
    read: async (after, limit) => {
      const read = await readProgramForms(range, limit, after);
      return { items: read.forms, more: read.more };
    },
    keep: async (forms) => forms.map(({ form }) => passesAll(form, plan.remaining)),
    placeOf: ({ item }) => positionOfItem(range, item),
  };
  const budget = filtered ? { size: request.size, readSize: filteredReadSize, maxReads: filteredReads } : { size: request.size, readSize: request.size + 1, maxReads: 3 };
  const [found, counted] = await Promise.all([
    gatherPage(source, budget, from?.at),
    filtered || plan.prefix ? undefined : readFormCount({ kind: 'program', programId }),
  ]);
  const seen = (from?.seen ?? 0) + found.items.length;
  const nextCursor = nextCursorOf(scope, found.next ? { at: found.next, seen } : undefined);
  return {
    docs: await viewsOf(found.items),
    meta: { ...request, total: counted ?? seen, nextCursor },
    partialTotal: counted === undefined && nextCursor !== null,
  };
}

/** The forms as the API's Form (the list shows no answers; a program admin may view every form of the program). */
async function viewsOf(read: ReadProgramForm[]) {
  const templates = new Map<string, Promise<TemplateRecord | undefined>>();
  const templateOf = (id: string) => templates.get(id) ?? templates.set(id, findTemplate(id)).get(id)!;
  const views = await Promise.all(
    read.map(async ({ form }) => {
      const template = await templateOf(form.templateId);
      return template ? { ...(await listedFormView(form, template, [], true)), responses: [] } : undefined;
    }),
  );
  return views.filter((view) => view !== undefined);
}
