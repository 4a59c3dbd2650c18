import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import {
  addMember,
  campus01,
  createRole,
  deleteRole,
  globalNode,
  labSafety,
  listRoles,
  readPermissions,
  renameRole,
  setPermissions,
  uniqueName,
} from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient, type GraphqlAnswer } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, campusAdmin, programAdmin] = await Promise.all([
    signIn(stack.url, 'global.admin'),
    signIn(stack.url, 'campus.admin'),
    signIn(stack.url, 'program.admin'),
  ]);
});
afterAll(async () => stack.close());

const errorOf = (answer: GraphqlAnswer<unknown>) => ({ code: answer.errors?.[0]?.errorType, message: answer.errors?.[0]?.message });
const roleExists = { code: 'ROLE_EXISTS', message: 'The role name you entered already exists. You must enter a unique role name.' };

describe('role names', () => {
  it("refuses a blank name and one over 50 characters with the spec's message", async () => {
    expect(errorOf(await createRole(campusAdmin, campus01, '   '))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'String must contain at least 1 character(s)',
    });
    expect(errorOf(await createRole(campusAdmin, campus01, 'x'.repeat(51)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'String must contain at most 50 character(s)',
    });
  });

  it('answers ROLE_EXISTS for a name the node has in any case, also on rename', async () => {
    const name = uniqueName('Auditors');
    await createRole(campusAdmin, campus01, name);
    const other = (await createRole(campusAdmin, campus01, uniqueName('Other'))).data!.createRole;

    const again = await createRole(campusAdmin, campus01, `  ${name.toUpperCase()} `);
    const renamed = await renameRole(campusAdmin, other.id, name.toLowerCase());
    const elsewhere = await createRole(programAdmin, labSafety, name);

    expect(errorOf(again)).toEqual(roleExists);
    expect(errorOf(renamed)).toEqual(roleExists);
    expect(elsewhere.errors).toBeUndefined();
  });

  it('gives a name to exactly one of two concurrent creates', async () => {
    const name = uniqueName('Racers');

    const answers = await Promise.all([createRole(globalAdmin, campus01, name), createRole(campusAdmin, campus01, name)]);
    const listed = (await listRoles(campusAdmin, campus01)).data!.roles.filter((role) => role.name === name);

    expect(answers.map(codesOf).sort()).toEqual([[], ['ROLE_EXISTS']]);
    expect(listed).toHaveLength(1);
  });

  it('frees the old name after a rename and a deleted role\'s name', async () => {
    const first = uniqueName('Before');
    const role = (await createRole(campusAdmin, campus01, first)).data!.createRole;
    await renameRole(campusAdmin, role.id, uniqueName('After'));

    const reuse = await createRole(campusAdmin, campus01, first);
    await deleteRole(campusAdmin, reuse.data!.createRole.id);
    const reuseAgain = await createRole(campusAdmin, campus01, first);

    expect(reuse.errors).toBeUndefined();
    expect(reuseAgain.errors).toBeUndefined();
  });
});

describe('role members', () => {
  it('ends two concurrent adds of the same person with one membership and one EXISTING_ROLE_MEMBER', async () => {
    const role = (await createRole(campusAdmin, campus01, uniqueName('Concurrent'))).data!.createRole;

    const answers = await Promise.all([
      addMember(campusAdmin, campus01, role.id, 'user-staff-one'),
      addMember(globalAdmin, campus01, role.id, 'user-staff-one'),
    ]);
    const members = (await listRoles(campusAdmin, campus01)).data!.roles.find((found) => found.id === role.id)!.members;

    expect(answers.map(codesOf).sort()).toEqual([[], ['EXISTING_ROLE_MEMBER']]);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message)).toEqual([
      'This person is already part of this level and cannot be added again.',
    ]);
    expect(members.map((member) => member.userId)).toEqual(['user-staff-one']);
  });

  it("answers 'Please select a user' without a user, and NOT_FOUND naming unknown users and roles", async () => {
    const role = (await createRole(campusAdmin, campus01, uniqueName('Picky'))).data!.createRole;

    expect(errorOf(await addMember(campusAdmin, campus01, role.id))).toEqual({ code: 'BAD_USER_INPUT', message: 'Please select a user' });
    expect(errorOf(await addMember(campusAdmin, campus01, role.id, 'user-nobody'))).toEqual({
      code: 'NOT_FOUND',
      message: 'User user-nobody was not found.',
    });
    expect(errorOf(await addMember(campusAdmin, campus01, 'role-nope', 'user-staff-one'))).toEqual({
      code: 'NOT_FOUND',
      message: 'Role role-nope was not found.',
    });
    expect(errorOf(await listRoles(globalAdmin, { nodeType: 'campus', nodeId: '99' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Campus 99 was not found.',
    });
    expect(codesOf(await listRoles(globalAdmin, { nodeType: 'program', nodeId: 'prog-nope' }))).toEqual(['NOT_FOUND']);
  });
});

describe('protected roles', () => {
  it('keep their name, their existence and the admin action', async () => {
    const role = (await createRole(programAdmin, labSafety, 'Program Admin', true)).data!.createRole;

    const rows = (await readPermissions(programAdmin, labSafety, ['admin', 'member'])).data!.permissions.filter((row) => row.role.id === role.id);
    const answers = await Promise.all([
      renameRole(programAdmin, role.id, 'Renamed'),
      deleteRole(programAdmin, role.id),
      setPermissions(programAdmin, labSafety, ['admin'], [{ roleId: role.id, action: 'admin', allowed: false }]),
    ]);
    const second = await createRole(programAdmin, labSafety, uniqueName('Second admin'), true);

    expect(role.isProtected).toBe(true);
    expect(rows).toEqual([
      { role: { id: role.id, name: 'Program Admin' }, action: 'admin', allowed: true, canEdit: false },
      { role: { id: role.id, name: 'Program Admin' }, action: 'member', allowed: false, canEdit: true },
    ]);
    expect(answers.map(codesOf)).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    expect(errorOf(second)).toEqual({ code: 'BAD_USER_INPUT', message: 'This level already has a protected role.' });
  });
});

describe('permissions', () => {
  it('refuses actions the level does not have, and is idempotent', async () => {
    const role = (await createRole(globalAdmin, globalNode, uniqueName('Tenant makers'))).data!.createRole;
    const grant = [{ roleId: role.id, action: 'can_create_tenant', allowed: true }];

    const wrong = await setPermissions(campusAdmin, campus01, ['can_create_tenant'], []);
    const once = await setPermissions(globalAdmin, globalNode, ['can_create_tenant'], grant);
    const twice = await Promise.all([
      setPermissions(globalAdmin, globalNode, ['can_create_tenant'], grant),
      setPermissions(globalAdmin, globalNode, ['can_create_tenant'], grant),
    ]);

    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: 'Unknown action for a campus role: can_create_tenant.' });
    expect(once.errors).toBeUndefined();
    expect(twice.map(codesOf)).toEqual([[], []]);
    expect(twice[0].data?.setPermissions.find((row) => row.role.id === role.id)?.allowed).toBe(true);
  });
});
