import type { ApiClient } from '../support/local-api';
import type { MatrixFixtures } from './fixtures';

/** Argument values by path (`input.elementId`) for one persona's call, pointing at objects made for that call. */
export type FreshArguments = Record<string, unknown>;

type Maker = (admin: ApiClient, fixtures: MatrixFixtures) => Promise<FreshArguments>;

let serial = 0;
/** An id no other call of the run uses. */
const freshId = (prefix: string) => `matrix-${prefix}-${++serial}`;

async function data<T>(admin: ApiClient, document: string, input: Record<string, unknown>): Promise<T> {
  const answer = await admin.graphql<T>(document, { input });
  if (!answer.data) throw new Error(`A matrix object could not be made: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A new element of the draft template (version 1), as global.admin. */
async function element(admin: ApiClient, fixtures: MatrixFixtures, parentId: string, fields: Record<string, unknown>): Promise<string> {
  const id = freshId(String(fields.__typename));
  await data(admin, 'mutation ($input: AddElementInput!) { addElement(input: $input) { id } }', {
    templateId: fixtures.draftTemplateId,
    parentId,
    element: JSON.stringify({ ...fields, id }),
  });
  return id;
}

/** The draft template's revision now: rows sending it as expectedRevision change the template, not a stale copy. */
async function revision(admin: ApiClient, fixtures: MatrixFixtures): Promise<number> {
  const answer = await admin.graphql<{ templateById: { revision: number } }>('query ($id: ID!) { templateById(id: $id) { revision } }', { id: fixtures.draftTemplateId });
  if (!answer.data?.templateById) throw new Error(`The matrix draft's revision is unreadable: ${JSON.stringify(answer.errors)}`);
  return answer.data.templateById.revision;
}

/** A template-level entry added first, so the row's call updates or removes one that exists. */
async function withEntry(admin: ApiClient, fixtures: MatrixFixtures, field: string, inputType: string, entry: Record<string, unknown>) {
  await data(admin, `mutation ($input: ${inputType}!) { ${field}(input: $input) { id } }`, {
    templateId: fixtures.draftTemplateId,
    expectedRevision: await revision(admin, fixtures),
    ...entry,
  });
  return { 'input.expectedRevision': await revision(admin, fixtures) };
}

const question = (admin: ApiClient, fx: MatrixFixtures, fields: Record<string, unknown> = {}) =>
  element(admin, fx, 'lsi-s-location', { __typename: 'TextQuestion', title: 'Matrix question', ...fields });
const optionQuestion = (admin: ApiClient, fx: MatrixFixtures) =>
  element(admin, fx, 'lsi-s-location', { __typename: 'OptionQuestion', title: 'Matrix choice', options: [{ id: 'matrix-option', label: 'A' }] });
const dateQuestion = (admin: ApiClient, fx: MatrixFixtures) =>
  element(admin, fx, 'lsi-s-location', {
    __typename: 'DateQuestion',
    title: 'Matrix date',
    validationRules: [{ id: 'matrix-rule', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' }],
  });
const ofKind = (parentId: (fx: MatrixFixtures) => string, fields: Record<string, unknown>) => async (admin: ApiClient, fx: MatrixFixtures) => ({
  'input.elementId': await element(admin, fx, parentId(fx), fields),
});
const inSection = () => 'lsi-s-location';
const onPage = () => 'lsi-p1';
const onSummary = (fx: MatrixFixtures) => fx.summaryPageId;

async function page(admin: ApiClient, fx: MatrixFixtures) {
  const id = freshId('page');
  await data(admin, 'mutation ($input: AddPageInput!) { addPage(input: $input) { id } }', { templateId: fx.draftTemplateId, fields: JSON.stringify({ id }) });
  return { 'input.elementId': id };
}

async function outcomeGroup(admin: ApiClient, fx: MatrixFixtures) {
  const added = await data<{ addOutcomeGroup: { id: string; version: number } }>(
    admin,
    'mutation ($input: AddOutcomeGroupInput!) { addOutcomeGroup(input: $input) { id version } }',
    { templateId: fx.draftTemplateId, group: { name: 'Matrix outcomes', type: 'RISK' } },
  );
  return { 'input.groupId': added.addOutcomeGroup.id, 'input.expectedVersion': added.addOutcomeGroup.version };
}

/** A new outcome group holding one outcome, for the rows that change or remove an outcome. */
async function outcomeInGroup(admin: ApiClient, fx: MatrixFixtures) {
  const group = await outcomeGroup(admin, fx);
  const added = await data<{ addOutcome: { version: number } }>(admin, 'mutation ($input: AddOutcomeInput!) { addOutcome(input: $input) { version } }', {
    templateId: fx.draftTemplateId,
    groupId: group['input.groupId'],
    expectedVersion: group['input.expectedVersion'],
    outcome: { id: 'matrix-outcome', type: 'ACKNOWLEDGEMENT' },
  });
  return { ...group, 'input.expectedVersion': added.addOutcome.version, 'input.outcomeId': 'matrix-outcome' };
}

async function notification(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createNotificationTemplate: { id: string } }>(
    admin,
    'mutation ($input: CreateNotificationTemplateInput!) { createNotificationTemplate(input: $input) { id } }',
    { templateId: fx.publishedTemplateId, notification: { templateName: 'Matrix notice', kind: 'EMAIL', subject: 'Matrix' } },
  );
  return { 'input.id': created.createNotificationTemplate.id };
}

/** A shared program and a template permission of the draft: each call adds (or removes) its own. */
const sharedProgram = { id: 'prog-01-biosafety', name: 'Biosafety' };
const permissionOf = (roleId: string) => ({ action: { id: 'submit', label: 'Submit' }, roleId, statuses: ['DRAFT'], scope: 'program' });

/** The biosafety program shared with the draft, or not, as the call needs it: removed (if there) and added again. */
async function sharedProgramState(admin: ApiClient, fx: MatrixFixtures, present: boolean) {
  const removed = await admin.graphql('mutation ($input: RemoveTemplateEntryInput!) { removeSharedProgram(input: $input) { id } }', {
    input: { templateId: fx.draftTemplateId, expectedRevision: await revision(admin, fx), id: sharedProgram.id },
  });
  const absent = removed.errors?.every((error) => error.errorType === 'NOT_FOUND') ?? true;
  if (!absent) throw new Error(`The matrix could not remove the shared program: ${JSON.stringify(removed.errors)}`);
  if (present) return withEntry(admin, fx, 'addSharedProgram', 'AddSharedProgramInput', { program: sharedProgram });
  return { 'input.expectedRevision': await revision(admin, fx) };
}

/** A new workflow of the template group at its first revision, for the rows that edit or publish one. */
async function workflow(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createWorkflow: { id: string; revision: number } }>(
    admin,
    'mutation ($input: CreateWorkflowInput!) { createWorkflow(input: $input) { id revision } }',
    { templateGroupId: fx.templateGroupId, name: freshId('flow') },
  );
  return { 'input.id': created.createWorkflow.id, 'input.expectedRevision': created.createWorkflow.revision };
}

/** A new workflow, published, for the row attaching one to the draft. */
async function publishedWorkflow(admin: ApiClient, fx: MatrixFixtures) {
  const { 'input.id': id } = await workflow(admin, fx);
  await data(admin, 'mutation ($input: PublishWorkflowInput!) { publishWorkflow(input: $input) { id } }', { id });
  return { 'input.workflowId': id };
}

/** A new role on the lab safety program, for the rows that delete a role or add a member to one. */
async function programRole(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createRole: { id: string } }>(admin, 'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
    nodeType: 'program',
    nodeId: fx.programId,
    roleName: freshId('role'),
  });
  return { 'input.roleId': created.createRole.id };
}

const audience = { id: 'matrix-audience', name: 'Matrix audience', scope: 'global' };

/**
 * Rows whose call removes or version-checks what it edits: before each persona's call, global.admin makes that
 * call's own object (or reads the current revision), so every admin's call can succeed and the row shows who may.
 */
export const freshObjects: Record<string, Maker> = {
  updateElement: async (admin, fx) => ({ 'input.elementId': await question(admin, fx) }),
  updateQuestion: async (admin, fx) => ({ 'input.elementId': await question(admin, fx) }),
  removeElement: async (admin, fx) => ({ 'input.elementId': await question(admin, fx) }),
  removeQuestion: async (admin, fx) => ({ 'input.elementId': await question(admin, fx) }),
  updatePage: page,
  removePage: page,
  updateSection: ofKind(onPage, { __typename: 'Section' }),
  removeSection: ofKind(onPage, { __typename: 'Section' }),
  updateRepeatableSection: ofKind(onPage, { __typename: 'RepeatableSection' }),
  removeRepeatableSection: ofKind(onPage, { __typename: 'RepeatableSection' }),
  updateStaticText: ofKind(inSection, { __typename: 'StaticText', text: 'Matrix' }),
  removeStaticText: ofKind(inSection, { __typename: 'StaticText', text: 'Matrix' }),
  updateSubform: ofKind(inSection, { __typename: 'Subform', templateId: 'tpl-every-kind-follow-up-v1' }),
  removeSubform: ofKind(inSection, { __typename: 'Subform', templateId: 'tpl-every-kind-follow-up-v1' }),
  removeQuestionSummary: ofKind(onSummary, { __typename: 'QuestionSummary', questionId: 'lsi-room' }),
  removeTemplateOutcome: async (admin, fx) => ({
    'input.elementId': await element(admin, fx, fx.summaryPageId, { __typename: 'TemplateOutcome', outcomeGroupId: fx.outcomeGroupId }),
  }),
  addOption: async (admin, fx) => ({ 'input.questionId': await optionQuestion(admin, fx) }),
  updateOption: async (admin, fx) => ({ 'input.questionId': await optionQuestion(admin, fx), 'input.optionId': 'matrix-option' }),
  removeOption: async (admin, fx) => ({ 'input.questionId': await optionQuestion(admin, fx), 'input.optionId': 'matrix-option' }),
  addCondition: async (admin, fx) => ({ 'input.elementId': await question(admin, fx), 'input.questionId': 'lsi-segregated', 'input.optionId': 'lsi-segregated-o1' }),
  removeCondition: async (admin, fx) => {
    const elementId = await question(admin, fx);
    const condition = { templateId: fx.draftTemplateId, elementId, questionId: 'lsi-segregated', optionId: 'lsi-segregated-o1' };
    const added = await data<{ addCondition: { version: number } }>(admin, 'mutation ($input: AddConditionInput!) { addCondition(input: $input) { version } }', {
      ...condition,
      expectedVersion: 1,
    });
    return { 'input.elementId': elementId, 'input.questionId': condition.questionId, 'input.optionId': condition.optionId, 'input.expectedVersion': added.addCondition.version };
  },
  addValidationRule: async (admin, fx) => ({ 'input.questionId': await dateQuestion(admin, fx) }),
  removeValidationRule: async (admin, fx) => ({ 'input.questionId': await dateQuestion(admin, fx), 'input.ruleId': 'matrix-rule' }),
  updateTemplate: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx) }),
  addAudience: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx), 'input.audience': { ...audience, id: freshId('audience') } }),
  removeAudience: async (admin, fx) => {
    const id = freshId('audience');
    return { ...(await withEntry(admin, fx, 'addAudience', 'AddAudienceInput', { audience: { ...audience, id } })), 'input.id': id };
  },
  addSharedProgram: async (admin, fx) => ({ ...(await sharedProgramState(admin, fx, false)), 'input.program': sharedProgram }),
  addFormRole: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx), 'input.role': { id: freshId('role'), name: 'Matrix role' } }),
  updateFormRole: async (admin, fx) => {
    const id = freshId('role');
    return { ...(await withEntry(admin, fx, 'addFormRole', 'AddFormRoleInput', { role: { id, name: 'Matrix role' } })), 'input.id': id };
  },
  removeFormRole: async (admin, fx) => {
    const id = freshId('role');
    return { ...(await withEntry(admin, fx, 'addFormRole', 'AddFormRoleInput', { role: { id, name: 'Matrix role' } })), 'input.id': id };
  },
  addPermission: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx), 'input.permission': permissionOf(freshId('permission-role')) }),
  updatePermission: async (admin, fx) => {
    const permission = permissionOf(freshId('permission-role'));
    const entry = await withEntry(admin, fx, 'addPermission', 'AddPermissionInput', { permission });
    return { ...entry, 'input.permission': { ...permission, statuses: ['DRAFT', 'SUBMITTED'] } };
  },
  removePermission: async (admin, fx) => {
    const roleId = freshId('permission-role');
    return { ...(await withEntry(admin, fx, 'addPermission', 'AddPermissionInput', { permission: permissionOf(roleId) })), 'input.roleId': roleId, 'input.actionId': 'submit' };
  },
  removeSharedProgram: async (admin, fx) => ({ ...(await sharedProgramState(admin, fx, true)), 'input.id': sharedProgram.id }),
  deleteRole: programRole,
  addRoleMember: programRole,
  createRole: async () => ({ 'input.roleName': freshId('role') }),
  createTag: async () => ({ 'input.name': freshId('tag') }),
  updateWorkflow: workflow,
  publishWorkflow: workflow,
  attachWorkflow: publishedWorkflow,
  updateActionSettings: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx) }),
  addOutcome: outcomeGroup,
  updateOutcomeGroup: outcomeGroup,
  removeOutcomeGroup: outcomeGroup,
  updateOutcome: outcomeInGroup,
  removeOutcome: outcomeInGroup,
  // The call's own form (see matrix-rows.ts) with one image, saved by global.admin, for the call to remove.
  deleteImageResponse: async (admin, fx) => {
    const key = `forms/${fx.formId}/lsi-photos/matrix.png`;
    await data(admin, 'mutation ($input: UpdateImageUploadResponseInput!) { updateImageUploadResponse(input: $input) { __typename } }', {
      formId: fx.formId,
      questionId: 'lsi-photos',
      images: [{ name: 'photo.png', key }],
    });
    return { 'input.key': key };
  },
  // A row of the call's own every-kind form (see matrix-rows.ts), added by global.admin, for the call to remove.
  removeTableRow: async (admin, fx) => {
    await data(admin, 'mutation ($input: TableRowInput!) { addTableRow(input: $input) { __typename } }', { formId: fx.formId, questionId: 'ekd-items', rowId: 'matrix-row' });
    return { 'input.rowId': 'matrix-row' };
  },
  // Program names are unique on a campus: each call names its own.
  createProgram: async () => ({ 'input.name': freshId('program') }),
  updateNotificationTemplate: notification,
  deleteNotificationTemplate: notification,
};
