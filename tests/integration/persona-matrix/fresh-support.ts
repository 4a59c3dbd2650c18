import type { ApiClient } from '../support/local-api';
import type { MatrixFixtures } from './fixtures';

/** Argument values by path (`input.elementId`) for one persona's call, pointing at objects made for that call. */
export type FreshArguments = Record<string, unknown>;

/**
 * Makes one call's own objects, as global.admin (or, for objects only its owner may make, as staff.one, the owner of
 * the matrix's form), and answers the argument values that point at them.
 */
export type Maker = (admin: ApiClient, fixtures: MatrixFixtures, formOwner?: ApiClient) => Promise<FreshArguments>;

let serial = 0;
/** An id no other call of the run uses. */
export const freshId = (prefix: string) => `matrix-${prefix}-${++serial}`;

/** The data of an admin's call that must succeed. */
export async function data<T>(admin: ApiClient, document: string, input: Record<string, unknown>): Promise<T> {
  const answer = await admin.graphql<T>(document, { input });
  if (!answer.data) throw new Error(`A matrix object could not be made: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The draft template's revision now: rows sending it as expectedRevision change the template, not a stale copy. */
export async function revision(admin: ApiClient, fixtures: MatrixFixtures): Promise<number> {
  const answer = await admin.graphql<{ templateById: { revision: number } }>('query ($id: ID!) { templateById(id: $id) { revision } }', { id: fixtures.draftTemplateId });
  if (!answer.data?.templateById) throw new Error(`The matrix draft's revision is unreadable: ${JSON.stringify(answer.errors)}`);
  return answer.data.templateById.revision;
}

/** A template-level entry added first, so the row's call updates or removes one that exists. */
export async function withEntry(admin: ApiClient, fixtures: MatrixFixtures, field: string, inputType: string, entry: Record<string, unknown>) {
  await data(admin, `mutation ($input: ${inputType}!) { ${field}(input: $input) { id } }`, {
    templateId: fixtures.draftTemplateId,
    expectedRevision: await revision(admin, fixtures),
    ...entry,
  });
  return { 'input.expectedRevision': await revision(admin, fixtures) };
}
