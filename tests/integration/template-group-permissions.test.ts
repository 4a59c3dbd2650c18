import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { createRole, labSafety, uniqueName } from './steps/role-steps';
import { createCampusTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

interface Permission {
  roleId: string;
  action: 'view' | 'update' | 'start';
  statuses?: string[];
}

const setPermissions = (client: ApiClient, templateGroupId: string, permissions: Permission[]) =>
  client.graphql<{ updateTemplateGroupPermissions: Required<Permission>[] }>(
    `mutation Set($input: UpdateTemplateGroupPermissionsInput!) {
      updateTemplateGroupPermissions(input: $input) { roleId action statuses }
    }`,
    { input: { templateGroupId, permissions } },
  );
const readPermissions = (client: ApiClient, templateGroupId: string) =>
  client.graphql<{ templateGroupPermissions: Required<Permission>[] }>(
    'query Read($id: ID!) { templateGroupPermissions(templateGroupId: $id) { roleId action statuses } }',
    { id: templateGroupId },
  );
const byAction = (rows: Array<{ action: string }> | undefined) => [...(rows ?? [])].sort((a, b) => a.action.localeCompare(b.action));

async function givenGroupAndRole(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const role = (await createRole(author, labSafety, uniqueName('Reviewers'))).data!.createRole;
  return { groupId: template.groupId, roleId: role.id };
}

describe('template group permissions', () => {
  it('writes a role table as tuples and reads it back, taking back what is no longer listed', async () => {
    const { groupId, roleId } = await givenGroupAndRole('Group Permission Check');

    const first = await setPermissions(author, groupId, [
      { roleId, action: 'view', statuses: ['submitted', 'completed'] },
      { roleId, action: 'update', statuses: ['draft'] },
      { roleId, action: 'start' },
    ]);
    const second = await setPermissions(author, groupId, [{ roleId, action: 'view', statuses: ['submitted'] }]);
    const read = await readPermissions(author, groupId);

    expect(byAction(first.data?.updateTemplateGroupPermissions)).toEqual([
      { roleId, action: 'start', statuses: [] },
      { roleId, action: 'update', statuses: ['draft'] },
      { roleId, action: 'view', statuses: ['submitted', 'completed'] },
    ]);
    expect(second.data?.updateTemplateGroupPermissions).toEqual([{ roleId, action: 'view', statuses: ['submitted'] }]);
    expect(read.data?.templateGroupPermissions).toEqual([{ roleId, action: 'view', statuses: ['submitted'] }]);
  });

  it('answers BAD_USER_INPUT to a view without statuses and to a repeated entry, NOT_FOUND to an unknown role', async () => {
    const { groupId, roleId } = await givenGroupAndRole('Bad Group Permission Check');

    const noStatuses = await setPermissions(author, groupId, [{ roleId, action: 'view', statuses: [] }]);
    const repeated = await setPermissions(author, groupId, [{ roleId, action: 'start' }, { roleId, action: 'start' }]);
    const unknown = await setPermissions(author, groupId, [{ roleId: 'role-nobody', action: 'start' }]);

    expect(codesOf(noStatuses)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(repeated)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('answers FORBIDDEN to staff.one for reading and for setting the table', async () => {
    const { groupId, roleId } = await givenGroupAndRole('Guarded Group Permission Check');

    const set = await setPermissions(staffOne, groupId, [{ roleId, action: 'start' }]);
    const read = await readPermissions(staffOne, groupId);

    expect(codesOf(set)).toEqual(['FORBIDDEN']);
    expect(codesOf(read)).toEqual(['FORBIDDEN']);
  });
});
