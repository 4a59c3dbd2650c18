import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// The program area's rules (spec: studio-and-admin area section 2): the overview is for the program's members,
// every other child for its administrators, and an unknown program is not found by its id. Checked on the API the
// screens call, so no screen can show what the server would not hand out.

const labSafety = 'prog-01-lab-safety';
let stack: LocalStack;
let staffTwo: ApiClient;
let healthUser: ApiClient;
let programAdmin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffTwo = await signIn(stack.url, 'staff.two');
  healthUser = await signIn(stack.url, 'health.user');
  programAdmin = await signIn(stack.url, 'program.admin');
});
afterAll(async () => stack.close());

const overviewQuery = `query Overview($id: ID!) {
  program(programId: $id) { id name campusCode }
  latestPublishedTemplatesByProgram(programId: $id) { groupId name }
}`;
const overviewOf = (client: ApiClient, id: string) =>
  client.graphql<{ program: { id: string; name: string; campusCode: string }; latestPublishedTemplatesByProgram: Array<{ name: string }> }>(overviewQuery, { id });

/** One query per admin-only child of the program area: assignment, user management, user documents, explorer, calendar. */
const adminChildQueries: Record<string, string> = {
  assignment: `query Q($id: ID!) { tasksByProgram(programId: $id) { docs { id } } }`,
  'user-management': `query Q($id: ID!) { programRoles(programId: $id) { id } }`,
  user: `query Q($id: ID!) { programUserDocuments(programId: $id, userId: "user-staff-one") { docs { id } } }`,
  'data-export': `query Q($id: ID!) { dataExplorerTemplates(programId: $id) { templates { templateGroupId } } }`,
  calendar: `query Q($id: ID!) { complianceCalendar(programId: $id, from: "2026-01-01T00:00:00Z", to: "2026-01-31T00:00:00Z") { entries { kind } } }`,
};

describe('the program area overview', () => {
  it('opens for a member of the program: its name and its latest published templates', async () => {
    const answer = await overviewOf(staffTwo, labSafety);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.program).toMatchObject({ id: labSafety, name: 'Laboratory Safety', campusCode: '01' });
    expect(answer.data?.latestPublishedTemplatesByProgram.length).toBeGreaterThan(0);
  });

  it('is refused to someone who is not a member, and tells them nothing of the program or its templates', async () => {
    const answer = await overviewOf(healthUser, labSafety);
    const templates = await healthUser.graphql(`query Q($id: ID!) { templatesByProgram(programId: $id) { id } subformTemplatesByProgram(programId: $id) { id } }`, { id: labSafety });

    expect(new Set(codesOf(answer))).toEqual(new Set(['FORBIDDEN']));
    expect(answer.data ?? null).toBeNull();
    expect(JSON.stringify(answer.errors)).not.toContain('Laboratory Safety');
    expect(new Set(codesOf(templates))).toEqual(new Set(['FORBIDDEN']));
  });

  it('answers NOT_FOUND naming the id of a program that does not exist, to members of other programs too', async () => {
    const answer = await overviewOf(staffTwo, 'prog-nowhere');

    expect(new Set(codesOf(answer))).toEqual(new Set(['NOT_FOUND']));
    expect(answer.errors?.[0]?.message).toBe('Program prog-nowhere was not found.');
  });
});

describe('the program area children other than the overview', () => {
  it.each(Object.entries(adminChildQueries))('%s is refused to a member who does not administer the program', async (_child, query) => {
    const answer = await staffTwo.graphql(query, { id: labSafety });

    expect(codesOf(answer)).toEqual(['FORBIDDEN']);
  });

  it.each(Object.entries(adminChildQueries))('%s opens for the program administrator', async (_child, query) => {
    const answer = await programAdmin.graphql(query, { id: labSafety });

    expect(answer.errors).toBeUndefined();
  });
});
