import type { GraphQLSchema } from 'graphql';
import { minimalRequest, rootFieldNames, type RootFieldRequest } from '../../../schema/src/graphql/minimal-request';
import type { ApiClient } from '../support/local-api';
import { everyKindFormFields, everyKindTemplateId } from './answer-arguments';
import { argumentsFor, headersFor } from './arguments';
import { startedForm, type MatrixFixtures } from './fixtures';
import { freshObjects } from './fresh-objects';
import { outcomeOf, type Outcome } from './outcome';
import { demoPersonas, personas, type Persona } from './personas';

/**
 * Rows that delete or move staff.one's form, or answer a question once (a second answer without the first's version
 * is a CONFLICT): each persona's call gets a new form of its own.
 */
const freshFormFields = new Set(['deleteForm', 'updateFormByAction', 'updateFormName', 'updateTextResponse', 'updateImageUploadResponse', 'deleteImageResponse']);

/** Rows removing a fixture itself: they run last, after the rows removing parts of it. */
const removesFixture = new Set(['deleteTemplate', 'deleteRole']);

/** How late a row runs: rows removing what later rows edit run after them, and those removing a fixture last. */
const lateness = (fieldName: string) => (removesFixture.has(fieldName) ? 2 : /^(delete|remove|cleanup)/.test(fieldName) ? 1 : 0);

/** Every root field in the order the matrix runs them: queries, then mutations, the removing ones last. */
export function matrixRows(schema: GraphQLSchema): Array<{ operation: RootFieldRequest['operation']; fieldName: string }> {
  return rootFieldNames(schema)
    .map((field, index) => ({ field, index }))
    .sort((a, b) => lateness(a.field.fieldName) - lateness(b.field.fieldName) || a.index - b.index)
    .map(({ field }) => field);
}

/** Runs one row: the field's minimal request as every persona, least privileged first. */
export async function runRow(
  schema: GraphQLSchema,
  row: { operation: RootFieldRequest['operation']; fieldName: string },
  clients: Record<Persona, ApiClient>,
  fixtures: MatrixFixtures,
): Promise<Record<Persona, Outcome>> {
  const outcomes = {} as Record<Persona, Outcome>;
  for (const persona of personas) {
    const everyKind = everyKindFormFields.has(row.fieldName);
    const formId = everyKind || freshFormFields.has(row.fieldName) ? await startedForm(clients['staff.one'], everyKind ? everyKindTemplateId : undefined) : fixtures.formId;
    // Callers without a valid token stop at the 401 before any argument is read: no object is made for them.
    const makeFresh = (demoPersonas as readonly Persona[]).includes(persona) ? freshObjects[row.fieldName] : undefined;
    const fresh = (await makeFresh?.(clients['global.admin'], { ...fixtures, formId }, clients['staff.one'])) ?? {};
    const request = minimalRequest(schema, row.operation, row.fieldName, argumentsFor(row.fieldName, row.operation, { ...fixtures, formId }, fresh));
    outcomes[persona] = outcomeOf(await clients[persona].graphql(request.document, request.variables, headersFor(row.fieldName)));
  }
  return outcomes;
}
