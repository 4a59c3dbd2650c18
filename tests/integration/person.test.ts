import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// people17 (B-97): the spec's Person (user by userId, listUsers) with roles, groups, departments, relationships
// and identifiers, each as the caller may see it.

let stack: LocalStack;
let staffOne: ApiClient;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;
let healthUser: ApiClient;
let labRoleId: string;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, campusAdmin, programAdmin, healthUser] = await Promise.all([
    signIn(stack.url, 'staff.one'),
    signIn(stack.url, 'campus.admin'),
    signIn(stack.url, 'program.admin'),
    signIn(stack.url, 'health.user'),
  ]);
  labRoleId = (await createRole(programAdmin, labSafety, uniqueName('Sample Handlers'))).data!.createRole.id;
  await addMember(programAdmin, labSafety, labRoleId, 'user-staff-one');
});
afterAll(async () => stack.close());

const personFields = `userId firstName lastName email campusCode tenantCode tags features
  roles { id name nodeType nodeId }
  groups { id name }
  departments { id code name }
  relationships { relation objectType objectId name }
  identifiers { networkId employeeId }`;

interface Person {
  userId: string;
  roles: Array<{ id: string; name: string; nodeType: string; nodeId: string }>;
  groups: Array<{ id: string; name: string }>;
  departments: Array<{ id: string; code: string; name: string }>;
  relationships: Array<{ relation: string; objectType: string; objectId: string; name: string }>;
  identifiers: { networkId: string; employeeId: string | null };
}

const readPerson = (client: ApiClient, userId: string) =>
  client.graphql<{ user: Person }>(`query Person($id: ID!) { user(userId: $id) { ${personFields} } }`, { id: userId });

const keyOf = (relation: Person['relationships'][number]) => `${relation.relation} ${relation.objectType}:${relation.objectId}`;

describe('the Person', () => {
  it('gives a person their own roles, groups, departments, relationships and identifiers', async () => {
    const own = await readPerson(staffOne, 'user-staff-one');

    expect(own.errors).toBeUndefined();
    const person = own.data!.user;
    expect(person.identifiers).toEqual({ networkId: 'staff.one', employeeId: 'E1002345' });
    expect(person.departments).toEqual([{ id: 'dept-01-chem', code: 'CHEM', name: 'Chemistry and Biochemistry' }]);
    expect(person.groups.map((group) => group.id)).toEqual(['coe-lab-safety']);
    expect(person.roles).toContainEqual(expect.objectContaining({ id: labRoleId, nodeType: 'program', nodeId: 'prog-01-lab-safety' }));
    expect(person.relationships).toContainEqual(expect.objectContaining({ relation: 'member', objectType: 'role', objectId: labRoleId }));
    expect(person.relationships).toContainEqual(expect.objectContaining({ objectType: 'program', objectId: 'prog-01-lab-safety', name: 'Laboratory Safety' }));
  });

  it("shows a campus administrator only the person's roles and relations on what they administer", async () => {
    const own = (await readPerson(staffOne, 'user-staff-one')).data!.user;

    const seen = await readPerson(campusAdmin, 'user-staff-one');

    expect(seen.errors).toBeUndefined();
    const person = seen.data!.user;
    expect(person.roles.map((role) => role.id)).toContain(labRoleId);
    expect(person.relationships.map(keyOf)).toContain(`member role:${labRoleId}`);
    expect(person.relationships.map(keyOf)).toContain('member program:prog-01-lab-safety');
    expect(own.relationships.map(keyOf)).toEqual(expect.arrayContaining(person.relationships.map(keyOf)));
    expect(own.relationships.some((relation) => relation.objectType === 'inventory')).toBe(true);
    expect(person.relationships.some((relation) => relation.objectType === 'inventory')).toBe(false);
    expect(person.relationships.every((relation) => ['campus', 'program', 'role'].includes(relation.objectType))).toBe(true);
    expect(person.identifiers.networkId).toBe('staff.one');
  });

  it('pages a campus as Persons, with the departments and identifiers asked for', async () => {
    const page = await campusAdmin.graphql<{ listUsers: { docs: Array<Pick<Person, 'userId' | 'departments' | 'identifiers'>> } }>(
      'query People { listUsers(campusCode: "01", size: 100) { docs { userId departments { id code name } identifiers { networkId employeeId } } } }',
    );

    expect(page.errors).toBeUndefined();
    const staffTwo = page.data!.listUsers.docs.find((person) => person.userId === 'user-staff-two');
    expect(staffTwo).toEqual({
      userId: 'user-staff-two',
      departments: [{ id: 'dept-01-ehs', code: 'EHS', name: 'Environmental Health and Safety' }],
      identifiers: { networkId: 'staff.two', employeeId: null },
    });
  });

  it('keeps refusing people of another campus and non-administrators, whatever fields are asked for', async () => {
    const otherCampus = await readPerson(healthUser, 'user-staff-one');
    const notAdmin = await readPerson(programAdmin, 'user-staff-one');

    expect(codesOf(otherCampus)).toEqual(['FORBIDDEN']);
    expect(codesOf(notAdmin)).toEqual(['FORBIDDEN']);
  });
});
