import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Root fields that list what belongs to an object (a program's templates, a campus's buildings, a group's forms)
// used to answer an empty list for an object that does not exist. A caller could not tell a typo from an empty
// program: each now answers NOT_FOUND naming the id, like the fields that read one object by id. searchDocumentsV2
// is left out on purpose: its group ids come from a form question's settings, and a group deleted since (one without
// forms is removed outright) must leave the question searching the others rather than failing it.

let stack: LocalStack;
let admin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  admin = await signIn(stack.url, 'global.admin');
});
afterAll(async () => stack.close());

const unknownProgram = 'program-that-does-not-exist';
const unknownGroup = 'tg-that-does-not-exist';
const unknownCampus = 'ZZ';

/** Each field called with a well-formed id of nothing, and the words its NOT_FOUND message names that id with. */
const calls: Array<{ field: string; query: string; variables: Record<string, unknown>; names: string }> = [
  { field: 'templatesByProgram', query: 'query Q($id: ID!) { templatesByProgram(programId: $id) { id } }', variables: { id: unknownProgram }, names: `Program ${unknownProgram}` },
  {
    field: 'latestPublishedTemplatesByProgram',
    query: 'query Q($id: ID!) { latestPublishedTemplatesByProgram(programId: $id) { id } }',
    variables: { id: unknownProgram },
    names: `Program ${unknownProgram}`,
  },
  { field: 'subformTemplatesByProgram', query: 'query Q($id: ID!) { subformTemplatesByProgram(programId: $id) { id } }', variables: { id: unknownProgram }, names: `Program ${unknownProgram}` },
  {
    field: 'documentsByTemplateGroup',
    query: 'query Q($id: ID!) { documentsByTemplateGroup(groupId: $id) { docs { id } } }',
    variables: { id: unknownGroup },
    names: `Template group ${unknownGroup}`,
  },
  { field: 'workflow', query: 'query Q($id: ID!) { workflow(id: $id) { id } }', variables: { id: 'workflow-that-does-not-exist' }, names: 'Workflow workflow-that-does-not-exist' },
  { field: 'findProgramsByCampus', query: 'query Q($code: String) { findProgramsByCampus(campusCode: $code) { id } }', variables: { code: unknownCampus }, names: `Campus ${unknownCampus}` },
  { field: 'templatesByCampus', query: 'query Q($code: String!) { templatesByCampus(campusCode: $code) { id } }', variables: { code: unknownCampus }, names: `Campus ${unknownCampus}` },
  { field: 'selfInitiatedTemplates', query: 'query Q($code: String!) { selfInitiatedTemplates(campusCode: $code) { id } }', variables: { code: unknownCampus }, names: `Campus ${unknownCampus}` },
  {
    field: 'search BUILDING',
    query: 'query Q($code: String!) { search(category: BUILDING, searchTerm: "hall", campusCode: $code) { ... on SelectedPlace { id } } }',
    variables: { code: unknownCampus },
    names: `Campus ${unknownCampus}`,
  },
  {
    field: 'search DEPARTMENT',
    query: 'query Q($code: String!) { search(category: DEPARTMENT, searchTerm: "bio", campusCode: $code) { ... on SelectedPlace { id } } }',
    variables: { code: unknownCampus },
    names: `Campus ${unknownCampus}`,
  },
];

describe('a well-formed id of nothing, asked for by the global admin', () => {
  it.each(calls.map((call) => [call.field, call] as const))('%s answers NOT_FOUND naming the id', async (_field, call) => {
    const answer = await admin.graphql(call.query, call.variables);

    expect(codesOf(answer)).toEqual(['NOT_FOUND']);
    expect(answer.errors?.[0]?.message).toBe(`${call.names} was not found.`);
  });
});

describe('the same fields for an object that exists', () => {
  it("still list a known program's templates and a known group's forms", async () => {
    const program = await admin.graphql<{ templatesByProgram: unknown[] }>('query { templatesByProgram(programId: "prog-01-lab-safety") { id } }');
    const forms = await admin.graphql<{ documentsByTemplateGroup: { docs: unknown[] } }>(
      'query { documentsByTemplateGroup(groupId: "tg-lab-safety-inspection") { docs { id } } }',
    );

    expect(codesOf(program)).toEqual([]);
    expect(program.data?.templatesByProgram.length).toBeGreaterThan(0);
    expect(codesOf(forms)).toEqual([]);
    expect(forms.data?.documentsByTemplateGroup.docs).toEqual(expect.any(Array));
  });
});
