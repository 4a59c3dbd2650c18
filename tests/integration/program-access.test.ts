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

describe('people lookups', () => {
  const userQuery = `query U($id: ID!) { user(userId: $id) { userId firstName campusCode status } }`;
  const listQuery = `query L($campus: String, $size: Int, $cursor: String) { listUsers(campusCode: $campus, size: $size, cursor: $cursor) { docs { userId lastName firstName status } nextCursor } }`;
  type UserPageAnswer = { listUsers: { docs: Array<{ userId: string; lastName: string; firstName: string; status: string }>; nextCursor: string | null } };

  it('answers a person to themselves and to their campus administrators, with their status; FORBIDDEN to others', async () => {
    const campusAdmin = await signIn(stack.url, 'campus.admin');

    const own = await staffTwo.graphql(userQuery, { id: 'user-staff-two' });
    const byAdmin = await campusAdmin.graphql(userQuery, { id: 'user-staff-two' });
    const byOtherStaff = await healthUser.graphql(userQuery, { id: 'user-staff-two' });
    const unknown = await campusAdmin.graphql(userQuery, { id: 'user-nobody' });

    expect(own.data?.user).toEqual({ userId: 'user-staff-two', firstName: expect.any(String), campusCode: '01', status: 'ACTIVE' });
    expect(byAdmin.data).toEqual(own.data);
    expect(codesOf(byOtherStaff)).toEqual(['FORBIDDEN']);
    expect(unknown.errors?.[0]?.message).toBe('User user-nobody was not found.');
  });

  it('lists a campus people by last name a page at a time, for its administrators only', async () => {
    const campusAdmin = await signIn(stack.url, 'campus.admin');

    const first = await campusAdmin.graphql<UserPageAnswer>(listQuery, { campus: '01', size: 25 });
    const refused = await programAdmin.graphql(listQuery, { campus: '01' });
    const otherCampus = await campusAdmin.graphql(listQuery, { campus: '03' });

    const docs = first.data!.listUsers.docs;
    expect(docs.map((person) => person.userId)).toEqual(expect.arrayContaining(['user-staff-one', 'user-staff-two']));
    const names = docs.map((person) => `${person.lastName} ${person.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(codesOf(otherCampus)).toEqual(['FORBIDDEN']);
  });

  it('follows the cursor to the next page without repeating anyone, and refuses a cursor it did not give out', async () => {
    const campusAdmin = await signIn(stack.url, 'campus.admin');
    const all = (await campusAdmin.graphql<UserPageAnswer>(listQuery, { campus: '01', size: 100 })).data!.listUsers.docs.map((person) => person.userId);
    const seen: string[] = [];
    const pageAfter = async (cursor: string | null) => (await campusAdmin.graphql<UserPageAnswer>(listQuery, { campus: '01', size: 25, cursor })).data!.listUsers;

    let page = await pageAfter(null);
    seen.push(...page.docs.map((person) => person.userId));
    while (page.nextCursor) {
      page = await pageAfter(page.nextCursor);
      seen.push(...page.docs.map((person) => person.userId));
    }
    const forged = await campusAdmin.graphql(listQuery, { campus: '01', cursor: 'not-a-cursor' });

    expect(seen).toEqual(all);
    expect(codesOf(forged)).toEqual(['BAD_USER_INPUT']);
  });
});
