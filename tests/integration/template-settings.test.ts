import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoWriteCount } from '../../functions/data/client';
import { publicAudienceEntry } from '../../schema/src/public/public-audience';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { createCampusTemplate, publishTemplate } from './steps/template-steps';
import { editSettings, settingsInputTypes } from './steps/template-settings-steps';
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

const givenDraft = async (name: string) => (await createCampusTemplate(author, name)).data!.createCampusTemplate;
const biosafety = { id: 'prog-01-biosafety', name: 'Biosafety', scope: 'program' };
const labSafety = { id: 'prog-02-lab-safety', name: 'Laboratory Safety' };
const inspect = { action: { id: 'inspect', label: 'Inspect' }, roleId: 'role-inspector', statuses: ['draft'], scope: 'program' };

describe('template settings lists', () => {
  it('adds and removes an audience and a shared program, each edit moving the revision on', async () => {
    const draft = await givenDraft('Audience Check');

    const one = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: biosafety });
    const two = await editSettings(author, 'addSharedProgram', { templateId: draft.id, expectedRevision: 2, program: labSafety });
    const three = await editSettings(author, 'removeAudience', { templateId: draft.id, expectedRevision: 3, id: biosafety.id });
    const four = await editSettings(author, 'removeSharedProgram', { templateId: draft.id, expectedRevision: 4, id: labSafety.id });

    expect(one.template?.audience).toEqual([biosafety]);
    expect(two.template?.sharedWithPrograms).toEqual([labSafety]);
    expect(three.template?.audience).toEqual([]);
    expect(four.template).toMatchObject({ revision: 5, sharedWithPrograms: [] });
  });

  it('stores campuses and programs under their own names, whatever name the caller sends', async () => {
    const draft = await givenDraft('Audience Names Check');

    const campus = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: { id: '01', name: 'Made up', scope: 'campus' } });
    const program = await editSettings(author, 'addSharedProgram', { templateId: draft.id, expectedRevision: 2, program: { ...labSafety, name: 'Made up' } });

    expect(campus.template?.audience).toEqual([{ id: '01', name: 'PSU Bayview', scope: 'campus' }]);
    expect(program.template?.sharedWithPrograms).toEqual([labSafety]);
  });

  it('updates an audience and a shared program by id, answering the Template, and NOT_FOUND for one the draft lacks', async () => {
    const draft = await givenDraft('Audience Update Check');
    await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: biosafety });
    await editSettings(author, 'addSharedProgram', { templateId: draft.id, expectedRevision: 2, program: labSafety });

    const audience = await editSettings(author, 'updateAudience', { templateId: draft.id, expectedRevision: 3, audience: { ...biosafety, name: 'Renamed' } });
    const program = await editSettings(author, 'updateSharedProgram', { templateId: draft.id, expectedRevision: 4, program: labSafety });
    const missing = await editSettings(author, 'updateAudience', { templateId: draft.id, expectedRevision: 5, audience: { id: '02', name: 'Harbor City', scope: 'campus' } });

    expect(audience.template?.audience).toEqual([biosafety]);
    expect(program.template).toMatchObject({ revision: 5, sharedWithPrograms: [labSafety] });
    expect(codesOf(missing.answer)).toEqual(['NOT_FOUND']);
  });

  it('opens a draft to the public with the fixed public entry only', async () => {
    const draft = await givenDraft('Public Audience Check');

    const renamed = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: { ...publicAudienceEntry, name: 'Everyone' } });
    const rescoped = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: { ...publicAudienceEntry, scope: 'campus' } });
    const opened = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: publicAudienceEntry });

    expect(codesOf(renamed.answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(rescoped.answer)).toEqual(['BAD_USER_INPUT']);
    expect(opened.template?.audience).toEqual([publicAudienceEntry]);
  });

  it('answers NOT_FOUND for a campus or program that does not exist, and BAD_USER_INPUT for another scope', async () => {
    const draft = await givenDraft('Unknown Audience Check');
    const head = { templateId: draft.id, expectedRevision: 1 };

    const campus = await editSettings(author, 'addAudience', { ...head, audience: { id: '99', name: 'Nowhere', scope: 'campus' } });
    const program = await editSettings(author, 'addAudience', { ...head, audience: { id: 'prog-none', name: 'Nothing', scope: 'program' } });
    const shared = await editSettings(author, 'addSharedProgram', { ...head, program: { id: 'prog-none', name: 'Nothing' } });
    const tenant = await editSettings(author, 'addAudience', { ...head, audience: { id: 'PSS', name: 'Tenant', scope: 'tenant' } });
    const whole = await author.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', {
      input: { ...head, audience: [publicAudienceEntry, { id: 'prog-none', name: 'Nothing', scope: 'program' }] },
    });
    const unchanged = await editSettings(author, 'removeAudience', { ...head, id: 'public' });

    expect([campus, program, shared].map((edit) => codesOf(edit.answer))).toEqual([['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND']]);
    expect(codesOf(tenant.answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(whole)).toEqual(['NOT_FOUND']);
    expect(codesOf(unchanged.answer)).toEqual(['NOT_FOUND']);
  });

  it('adds, renames and removes a form role, and lists it with formRoles', async () => {
    const draft = await givenDraft('Form Role Check');

    const added = await editSettings(author, 'addFormRole', { templateId: draft.id, expectedRevision: 1, role: { name: 'Inspector' } });
    const roleId = added.template!.rolesV2[0]!.id;
    await editSettings(author, 'updateFormRole', { templateId: draft.id, expectedRevision: 2, id: roleId, name: 'Lead inspector' });
    const listedRoles = await author.graphql<{ formRoles: Array<{ id: string; name: string }> }>(
      'query Roles($id: ID!) { formRoles(templateId: $id) { id name } }',
      { id: draft.id },
    );
    const removed = await editSettings(author, 'removeFormRole', { templateId: draft.id, expectedRevision: 3, id: roleId });

    expect(listedRoles.data?.formRoles).toEqual([{ id: roleId, name: 'Lead inspector' }]);
    expect(removed.template?.rolesV2).toEqual([]);
  });

  it('adds, updates and removes a permission with one DynamoDB write each', async () => {
    const draft = await givenDraft('Permission Check');

    const writesBefore = dynamoWriteCount();
    const added = await editSettings(author, 'addPermission', { templateId: draft.id, expectedRevision: 1, permission: inspect });
    const addWrites = dynamoWriteCount() - writesBefore;
    const updated = await editSettings(author, 'updatePermission', {
      templateId: draft.id,
      expectedRevision: 2,
      permission: { ...inspect, statuses: ['draft', 'under_review'] },
    });
    const removed = await editSettings(author, 'removePermission', { templateId: draft.id, expectedRevision: 3, actionId: 'inspect', roleId: 'role-inspector' });

    // A new template grants its owner submit and delete: the owner role's entries stay as they were.
    const ownerGrants = added.template?.permissions.filter((grant) => grant.roleId === 'owner') ?? [];
    expect(addWrites).toBe(1);
    expect(ownerGrants.map((grant) => grant.roleId)).toEqual(['owner', 'owner']);
    expect(added.template?.permissions).toEqual([...ownerGrants, { ...inspect, subformElementId: null }]);
    expect(updated.template?.permissions.find((grant) => grant.action.id === 'inspect')?.statuses).toEqual(['draft', 'under_review']);
    expect(removed.template?.permissions).toEqual(ownerGrants);
  });

  it('sets the settings of the actions given and keeps the others', async () => {
    const draft = await givenDraft('Action Settings Check');
    const submit = { action: 'submit', validation: true, isPrimaryBtn: true, modal: null, toast: { successMessage: 'Sent' } };
    const save = { action: 'save', validation: false, isPrimaryBtn: false };

    await editSettings(author, 'updateActionSettings', { templateId: draft.id, expectedRevision: 1, settings: [submit, save] });
    const second = await editSettings(author, 'updateActionSettings', { templateId: draft.id, expectedRevision: 2, settings: [{ ...save, validation: true }] });

    expect(second.template?.actionSettings).toEqual([
      { action: 'submit', validation: true, isPrimaryBtn: true, modal: null, toast: { successMessage: 'Sent' } },
      { action: 'save', validation: true, isPrimaryBtn: false, modal: null, toast: null },
    ]);
  });

  it('adds one action\'s settings, refuses a second entry for it, and removes it, NOT_FOUND once gone', async () => {
    const draft = await givenDraft('Action Settings Entry Check');
    const submit = { action: 'submit', validation: true, isPrimaryBtn: true, modal: null, toast: { successMessage: 'Sent' } };
    const save = { action: 'save', validation: false, isPrimaryBtn: false };

    const added = await editSettings(author, 'addActionSettings', { templateId: draft.id, expectedRevision: 1, settings: submit });
    await editSettings(author, 'addActionSettings', { templateId: draft.id, expectedRevision: 2, settings: save });
    const duplicate = await editSettings(author, 'addActionSettings', { templateId: draft.id, expectedRevision: 3, settings: { ...submit, validation: false } });
    const removed = await editSettings(author, 'removeActionSettings', { templateId: draft.id, expectedRevision: 3, action: 'submit' });
    const again = await editSettings(author, 'removeActionSettings', { templateId: draft.id, expectedRevision: 4, action: 'submit' });
    const stale = await editSettings(author, 'removeActionSettings', { templateId: draft.id, expectedRevision: 3, action: 'save' });

    expect(added.template).toMatchObject({ revision: 2, actionSettings: [submit] });
    expect(codesOf(duplicate.answer)).toEqual(['BAD_USER_INPUT']);
    expect(removed.template).toMatchObject({ revision: 4, actionSettings: [{ ...save, modal: null, toast: null }] });
    expect(codesOf(again.answer)).toEqual(['NOT_FOUND']);
    expect(codesOf(stale.answer)).toEqual(['CONFLICT']);
  });

  it('answers CONFLICT to an edit based on a stale revision, keeping the first edit', async () => {
    const draft = await givenDraft('Stale Settings Check');

    await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: { id: '01', name: 'PSU Bayview', scope: 'campus' } });
    const stale = await editSettings(author, 'addAudience', { templateId: draft.id, expectedRevision: 1, audience: { id: '02', name: 'PSU Harbor City', scope: 'campus' } });
    const current = (stale.answer.errors?.[0]?.errorInfo?.details as { current?: { audience: Array<{ id: string }> } }).current;

    expect(codesOf(stale.answer)).toEqual(['CONFLICT']);
    expect(current?.audience.map((entry) => entry.id)).toEqual(['01']);
  });

  it('answers BAD_USER_INPUT to a duplicate entry and to an invalid one, NOT_FOUND to a missing one', async () => {
    const draft = await givenDraft('Bad Settings Check');
    await editSettings(author, 'addPermission', { templateId: draft.id, expectedRevision: 1, permission: inspect });

    const duplicate = await editSettings(author, 'addPermission', { templateId: draft.id, expectedRevision: 2, permission: inspect });
    const blankRole = await editSettings(author, 'addFormRole', { templateId: draft.id, expectedRevision: 2, role: { name: '  ' } });
    const missing = await editSettings(author, 'removeAudience', { templateId: draft.id, expectedRevision: 2, id: 'nobody' });

    expect(codesOf(duplicate.answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(blankRole.answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(missing.answer)).toEqual(['NOT_FOUND']);
  });

  it('answers FORBIDDEN to staff.one for every settings mutation and for formRoles of a draft', async () => {
    const draft = await givenDraft('Guarded Settings Check');
    const head = { templateId: draft.id, expectedRevision: 1 };
    const inputs: Record<string, Record<string, unknown>> = {
      addAudience: { ...head, audience: { id: 'a', name: 'A', scope: 'program' } },
      removeAudience: { ...head, id: 'a' },
      addSharedProgram: { ...head, program: { id: 'p', name: 'P' } },
      updateAudience: { ...head, audience: { id: 'a', name: 'A', scope: 'program' } },
      updateSharedProgram: { ...head, program: { id: 'p', name: 'P' } },
      removeSharedProgram: { ...head, id: 'p' },
      addFormRole: { ...head, role: { name: 'R' } },
      updateFormRole: { ...head, id: 'r', name: 'R' },
      removeFormRole: { ...head, id: 'r' },
      addPermission: { ...head, permission: inspect },
      updatePermission: { ...head, permission: inspect },
      removePermission: { ...head, actionId: 'inspect', roleId: 'role-inspector' },
      updateActionSettings: { ...head, settings: [{ action: 'submit', validation: true, isPrimaryBtn: true }] },
      addActionSettings: { ...head, settings: { action: 'submit', validation: true, isPrimaryBtn: true } },
      removeActionSettings: { ...head, action: 'submit' },
    };

    const answers = await Promise.all(Object.keys(settingsInputTypes).map(async (field) => [field, codesOf((await editSettings(staffOne, field, inputs[field]!)).answer)]));
    const roles = await staffOne.graphql('query Roles($id: ID!) { formRoles(templateId: $id) { id } }', { id: draft.id });

    expect(answers).toEqual(Object.keys(settingsInputTypes).map((field) => [field, ['FORBIDDEN']]));
    expect(codesOf(roles)).toEqual(['FORBIDDEN']);
  });
});

type Listed = { id: string; isSubform: boolean; selfInitiated: boolean };

describe('template pickers', () => {
  it('lists published subform templates of a program and of a group, and self-initiated templates of a campus', async () => {
    const subform = await givenDraft('Picker Subform');
    const host = await givenDraft('Picker Host');
    const self = await givenDraft('Picker Self');
    await author.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', { input: { templateId: subform.id, expectedRevision: 1, isSubform: true } });
    await author.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', { input: { templateId: self.id, expectedRevision: 1, selfInitiated: true } });
    await author.graphql('mutation A($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
      input: { templateId: subform.id, parentId: subform.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Q' }) },
    });
    await author.graphql('mutation A($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
      input: { templateId: self.id, parentId: self.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Q' }) },
    });
    await publishTemplate(author, subform.id, true);
    await publishTemplate(author, self.id, true);

    const lists = await staffOne.graphql<Record<'byGroup' | 'byProgram' | 'selfInitiated', Listed[]>>(
      `query Lists($groupId: ID!, $programId: ID!) {
        byGroup: subformTemplates(groupId: $groupId) { id isSubform selfInitiated }
        byProgram: subformTemplatesByProgram(programId: $programId) { id isSubform selfInitiated }
        selfInitiated: selfInitiatedTemplates(campusCode: "01") { id isSubform selfInitiated }
      }`,
      { groupId: host.groupId, programId: 'prog-01-lab-safety' },
    );

    expect(lists.errors).toBeUndefined();
    expect(lists.data?.byGroup.map((t) => t.id)).toContain(subform.id);
    expect(lists.data?.byProgram.map((t) => t.id)).toContain(subform.id);
    expect(lists.data?.byProgram.every((t) => t.isSubform)).toBe(true);
    expect(lists.data?.selfInitiated.map((t) => t.id)).toEqual(expect.arrayContaining([self.id]));
    expect(lists.data?.selfInitiated.every((t) => t.selfInitiated)).toBe(true);
  });
});
