import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import {
  addMember,
  campus01,
  check,
  createRole,
  deleteRole,
  globalNode,
  labSafety,
  listRoles,
  programRoles,
  readPermissions,
  removeMember,
  renameRole,
  searchUsers,
  setPermissions,
  uniqueName,
  userRoles,
  type Node,
} from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, campusAdmin, programAdmin, staffOne, staffTwo] = await Promise.all([
    signIn(stack.url, 'global.admin'),
    signIn(stack.url, 'campus.admin'),
    signIn(stack.url, 'program.admin'),
    signIn(stack.url, 'staff.one'),
    signIn(stack.url, 'staff.two'),
  ]);
});
afterAll(async () => stack.close());

describe('global roles, as global.admin', () => {
  it('grants can_view_studio through a role to its members only while they are members', async () => {
    const role = (await createRole(globalAdmin, globalNode, uniqueName('Studio viewers'))).data!.createRole;
    const granted = await setPermissions(globalAdmin, globalNode, ['can_view_studio'], [{ roleId: role.id, action: 'can_view_studio', allowed: true }]);
    const before = await check(staffOne, 'can_view_studio', 'global:platform');

    const added = await addMember(globalAdmin, globalNode, role.id, 'user-staff-one');
    const during = await check(staffOne, 'can_view_studio', 'global:platform');
    await removeMember(globalAdmin, globalNode, role.id, 'user-staff-one');
    const after = await check(staffOne, 'can_view_studio', 'global:platform');

    expect(granted.data?.setPermissions).toContainEqual({ role: { id: role.id, name: role.name }, action: 'can_view_studio', allowed: true, canEdit: true });
    expect(added.data?.addRoleMember.members).toEqual([
      { roleId: role.id, roleName: role.name, userId: 'user-staff-one', name: 'Jordan Lee', email: 'jordan.lee@bayview.example.edu' },
    ]);
    expect([before, during, after]).toEqual([false, true, false]);
  });

  it('answers one permission row per role and action, allowed from the tuples', async () => {
    const role = (await createRole(globalAdmin, globalNode, uniqueName('Library creators'))).data!.createRole;
    await setPermissions(globalAdmin, globalNode, ['can_create_library'], [{ roleId: role.id, action: 'can_create_library', allowed: true }]);

    const rows = (await readPermissions(globalAdmin, globalNode, ['admin', 'can_create_library'])).data!.permissions;

    expect(rows.filter((row) => row.role.id === role.id)).toEqual([
      { role: { id: role.id, name: role.name }, action: 'admin', allowed: false, canEdit: true },
      { role: { id: role.id, name: role.name }, action: 'can_create_library', allowed: true, canEdit: true },
    ]);
  });
});

describe('campus roles, as campus.admin on campus 01', () => {
  it('creates, renames, lists and deletes a role with its members', async () => {
    const role = (await createRole(campusAdmin, campus01, uniqueName('Inspectors'))).data!.createRole;
    await addMember(campusAdmin, campus01, role.id, 'user-staff-two');
    const newName = uniqueName('Senior inspectors');

    const renamed = await renameRole(campusAdmin, role.id, `  ${newName} `);
    const listed = (await listRoles(campusAdmin, campus01)).data!.roles.find((candidate) => candidate.id === role.id);
    const deleted = await deleteRole(campusAdmin, role.id);
    const afterDelete = (await listRoles(campusAdmin, campus01)).data!.roles.map((candidate) => candidate.id);

    expect(renamed.data?.renameRole).toMatchObject({ id: role.id, name: newName, nodeType: 'campus', nodeId: '01', isProtected: false });
    expect(listed?.members.map((member) => member.userId)).toEqual(['user-staff-two']);
    expect(deleted.data?.deleteRole).toBe(role.id);
    expect(afterDelete).not.toContain(role.id);
    expect(codesOf(await deleteRole(campusAdmin, role.id))).toEqual(['NOT_FOUND']);
  });

  it('makes role members campus admins through the admin action, and deleting the role takes it back', async () => {
    const role = (await createRole(campusAdmin, campus01, uniqueName('Campus admins'))).data!.createRole;
    await setPermissions(campusAdmin, campus01, ['admin'], [{ roleId: role.id, action: 'admin', allowed: true }]);
    await addMember(campusAdmin, campus01, role.id, 'user-staff-two');
    const during = await check(staffTwo, 'admin', 'campus:01');

    await deleteRole(campusAdmin, role.id);

    expect(during).toBe(true);
    expect(await check(staffTwo, 'admin', 'campus:01')).toBe(false);
    expect((await userRoles(staffTwo)).data?.userRoles.map((found) => found.id)).not.toContain(role.id);
  });

  it('finds people of the campus by first name, last name, username or email prefix', async () => {
    const ids = async (term: string) => (await searchUsers(campusAdmin, term)).data?.searchUsers.map((user) => user.userId);

    expect(await ids('jor')).toEqual(['user-staff-one']);
    expect(await ids('LE')).toEqual(['user-staff-one']);
    expect(await ids('staff.')).toEqual(['user-staff-one', 'user-staff-two']);
    expect(await ids('sam.riv')).toEqual(['user-staff-two']);
    expect(await ids('zz')).toEqual([]);
    expect(codesOf(await searchUsers(campusAdmin, 'j'))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('program roles, as program.admin', () => {
  it('lists program roles with the program, and grants program actions through a role', async () => {
    const role = (await createRole(programAdmin, labSafety, uniqueName('Reviewers'))).data!.createRole;
    await setPermissions(programAdmin, labSafety, ['admin', 'member'], [{ roleId: role.id, action: 'member', allowed: true }]);
    await addMember(programAdmin, labSafety, role.id, 'user-staff-two');

    const listed = (await programRoles(programAdmin, 'prog-01-lab-safety')).data!.programRoles.find((found) => found.id === role.id);
    const own = (await userRoles(staffTwo)).data!.userRoles.find((found) => found.id === role.id);
    const granted = await setPermissions(programAdmin, labSafety, ['admin'], [{ roleId: role.id, action: 'admin', allowed: true }]);
    const adminWhileGranted = await check(staffTwo, 'admin', 'program:prog-01-lab-safety');
    await setPermissions(programAdmin, labSafety, ['admin'], [{ roleId: role.id, action: 'admin', allowed: false }]);

    expect(listed).toMatchObject({ name: role.name, program: { id: 'prog-01-lab-safety', name: expect.any(String) }, members: [{ userId: 'user-staff-two' }] });
    expect(own).toMatchObject({ nodeType: 'program', nodeId: 'prog-01-lab-safety', members: [] });
    expect(granted.data?.setPermissions.find((row) => row.role.id === role.id)).toMatchObject({ action: 'admin', allowed: true });
    expect(adminWhileGranted).toBe(true);
    expect(await check(staffTwo, 'admin', 'program:prog-01-lab-safety')).toBe(false);
  });
});

describe('who may administer roles', () => {
  it('refuses every role mutation and read to staff.one with FORBIDDEN', async () => {
    const role = (await createRole(globalAdmin, labSafety, uniqueName('Guarded'))).data!.createRole;
    const attempts = (node: Node) => [
      createRole(staffOne, node, uniqueName('Mine')),
      addMember(staffOne, node, role.id, 'user-staff-one'),
      removeMember(staffOne, node, role.id, 'user-staff-two'),
      setPermissions(staffOne, node, ['admin'], [{ roleId: role.id, action: 'admin', allowed: true }]),
      listRoles(staffOne, node),
      readPermissions(staffOne, node, ['admin']),
    ];

    const answers = await Promise.all([
      ...[globalNode, campus01, labSafety].flatMap(attempts),
      renameRole(staffOne, role.id, 'Taken over'),
      deleteRole(staffOne, role.id),
      programRoles(staffOne, 'prog-01-lab-safety'),
      searchUsers(staffOne, 'sam'),
    ]);

    expect(answers.map(codesOf)).toEqual(answers.map(() => ['FORBIDDEN']));
  });

  it('refuses campus.admin on campus 03 and on global, and lets them manage programs of campus 01', async () => {
    const campus03: Node = { nodeType: 'campus', nodeId: '03' };

    const answers = await Promise.all([
      createRole(campusAdmin, campus03, uniqueName('Elsewhere')),
      listRoles(campusAdmin, campus03),
      createRole(campusAdmin, globalNode, uniqueName('Everywhere')),
      readPermissions(campusAdmin, globalNode, ['admin']),
      searchUsers(campusAdmin, 'alex', '03'),
    ]);
    const program = await createRole(campusAdmin, labSafety, uniqueName('From the campus'));

    expect(answers.map(codesOf)).toEqual(answers.map(() => ['FORBIDDEN']));
    expect(program.errors).toBeUndefined();
  });
});
