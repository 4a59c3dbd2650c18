import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoRequestCounter } from '../../functions/data/client';
import { DynamoTupleStore } from '../../functions/data/dynamo-tuple-store';
import { findForms } from '../../functions/data/forms-repository';
import { viewableEach } from '../../functions/forms/form-access';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { saveText, startForm } from './steps/form-steps';
import { addMember, createRole, labSafety, removeMember, uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { withClockStill } from './support/still-clock';

// How many DynamoDB requests the permission checks cost once this process's caches are warm: the form's own
// tuples come from the form item, the shared ones (organisation, roles, template permissions) from the
// process's cache for at most 5 s (docs/authorization.md, "Caches").

const labGroupId = 'tg-lab-safety-inspection';
const editorRoleMember = (roleId: string) => ({ user: 'user:user-staff-two', relation: 'member', object: `role:${roleId}` });

let stack: LocalStack;
let owner: ApiClient;
let programAdmin: ApiClient;
let campusAdmin: ApiClient;
let roleEditor: ApiClient;
let editorRoleId: string;

/** staff.two joins a new program role that the lab inspection template lets update drafts. */
async function givenProgramRoleEditor(): Promise<string> {
  const role = (await createRole(programAdmin, labSafety, uniqueName('Draft Editors'))).data!.createRole;
  await addMember(programAdmin, labSafety, role.id, 'user-staff-two');
  const current = await programAdmin.graphql<{ templateGroupPermissions: Array<{ roleId: string; action: string; statuses: string[] }> }>(
    'query P($id: ID!) { templateGroupPermissions(templateGroupId: $id) { roleId action statuses } }',
    { id: labGroupId },
  );
  const permissions = [...current.data!.templateGroupPermissions, { roleId: role.id, action: 'update', statuses: ['draft'] }];
  const set = await programAdmin.graphql(
    'mutation Set($input: UpdateTemplateGroupPermissionsInput!) { updateTemplateGroupPermissions(input: $input) { roleId } }',
    { input: { templateGroupId: labGroupId, permissions } },
  );
  expect(set.errors).toBeUndefined();
  return role.id;
}

/** Saves the same answer twice, each on the version the previous one answered, and counts the second save. */
async function warmSaveRequests(client: ApiClient, formId: string, version: { next: number }): Promise<{ codes: string[]; requests: number }> {
  return withClockStill(async () => {
    const cold = await saveText(client, { formId, text: `cold ${version.next}`, expectedVersion: version.next });
    expect(codesOf(cold)).toEqual([]);
    version.next += 1;
    const before = dynamoRequestCounter.total;
    const warm = await saveText(client, { formId, text: `warm ${version.next}`, expectedVersion: version.next });
    const requests = dynamoRequestCounter.total - before;
    if (codesOf(warm).length === 0) version.next += 1;
    return { codes: codesOf(warm), requests };
  });
}

beforeAll(async () => {
  stack = await startApi(undefined, { schedulerEveryMs: 0 });
  owner = await signIn(stack.url, 'staff.one');
  programAdmin = await signIn(stack.url, 'program.admin');
  campusAdmin = await signIn(stack.url, 'campus.admin');
  roleEditor = await signIn(stack.url, 'staff.two');
  editorRoleId = await givenProgramRoleEditor();
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('a warm answer save by someone other than the owner', () => {
  it('costs at most 2 DynamoDB requests (the form read and the write) for a program role, a program admin and a campus admin', async () => {
    const formId = (await startForm(owner)).data!.startForm!.id;
    const version = { next: 0 };

    const paths = {
      programRole: await warmSaveRequests(roleEditor, formId, version),
      programAdmin: await warmSaveRequests(programAdmin, formId, version),
      campusAdmin: await warmSaveRequests(campusAdmin, formId, version),
    };

    for (const path of Object.values(paths)) {
      expect(path.codes).toEqual([]);
      expect(path.requests).toBeLessThanOrEqual(2);
    }
  });

  it('costs a document-role holder 1 request to read the form warm (document roles are on the form item)', async () => {
    const formId = (await startForm(owner, 'tpl-every-kind-demo-v1')).data!.startForm!.id;
    const chosen = await owner.graphql(
      'mutation S($input: UpdatePersonSearchResponseInput!) { updatePersonSearchResponse(input: $input) { id } }',
      { input: { formId, questionId: 'ekd-person', expectedVersion: 0, selectedPerson: { userId: 'user-staff-two', firstName: 'x', lastName: 'x', email: 'x@x.x' } } },
    );
    const read = () => roleEditor.graphql('query F($id: ID!) { form(id: $id) { id status } }', { id: formId });
    expect(codesOf(chosen)).toEqual([]);

    const { warm, requests } = await withClockStill(async () => {
      expect(codesOf(await read())).toEqual([]);
      const before = dynamoRequestCounter.total;
      return { warm: await read(), requests: dynamoRequestCounter.total - before };
    });

    expect(codesOf(warm)).toEqual([]);
    expect(requests).toBe(1);
  });
});

describe('a warm can_view batch', () => {
  it('reads no tuple for 100 forms of one group', async () => {
    const ids = [];
    for (let index = 0; index < 100; index += 1) ids.push((await startForm(owner)).data!.startForm!.id);
    const forms = await findForms(ids);
    const caller = { userId: 'user-program-admin', campusCode: '01' } as Parameters<typeof viewableEach>[0];
    const stranger = { ...caller, userId: 'user-health' };
    const { viewable, strangers, requests } = await withClockStill(async () => {
      await viewableEach(caller, forms.slice(0, 1));
      await viewableEach(stranger, forms.slice(0, 1));
      const before = dynamoRequestCounter.total;
      const [callerAnswers, strangerAnswers] = [await viewableEach(caller, forms), await viewableEach(stranger, forms)];
      return { viewable: callerAnswers, strangers: strangerAnswers, requests: dynamoRequestCounter.total - before };
    });

    expect(viewable.every(Boolean)).toBe(true);
    expect(strangers.some(Boolean)).toBe(false);
    expect(forms).toHaveLength(100);
    expect(requests).toBe(0);
  }, 120_000);
});

describe('revoking a grant', () => {
  it('through this process takes effect at once', async () => {
    const formId = (await startForm(owner)).data!.startForm!.id;
    expect(codesOf(await saveText(roleEditor, { formId, text: 'before', expectedVersion: 0 }))).toEqual([]);

    await removeMember(programAdmin, labSafety, editorRoleId, 'user-staff-two');
    const after = await saveText(roleEditor, { formId, text: 'after', expectedVersion: 1 });
    await addMember(programAdmin, labSafety, editorRoleId, 'user-staff-two');

    expect(codesOf(after)).toEqual(['FORBIDDEN']);
  });

  it('made by another process (straight to the store) takes effect once the cache TTL has passed', async () => {
    const formId = (await startForm(owner)).data!.startForm!.id;
    expect(codesOf(await saveText(roleEditor, { formId, text: 'granted', expectedVersion: 0 }))).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await new DynamoTupleStore().write([], [editorRoleMember(editorRoleId)]);
      const withinTtl = await saveText(roleEditor, { formId, text: 'stale grant', expectedVersion: 1 });
      vi.setSystemTime(Date.now() + 5000);
      const afterTtl = await saveText(roleEditor, { formId, text: 'revoked', expectedVersion: 2 });

      expect(codesOf(withinTtl)).toEqual([]);
      expect(codesOf(afterTtl)).toEqual(['FORBIDDEN']);
    } finally {
      vi.useRealTimers();
    }
  });
});
