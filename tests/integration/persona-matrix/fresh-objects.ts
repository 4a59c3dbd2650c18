import type { ApiClient } from '../support/local-api';
import type { MatrixFixtures } from './fixtures';
import { freshComments } from './fresh-comments';
import { freshDashboards } from './fresh-dashboards';
import { freshEntries } from './fresh-entries';
import { freshInventory } from './fresh-inventory';
import { freshLibraries } from './fresh-libraries';
import { data, freshId, revision, withEntry, type Maker } from './fresh-support';

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

/** A new question of the draft depending on option 1 of lsi-segregated: the arguments naming that condition. */
async function conditioned(admin: ApiClient, fx: MatrixFixtures) {
  const elementId = await question(admin, fx);
  const condition = { templateId: fx.draftTemplateId, elementId, questionId: 'lsi-segregated', optionId: 'lsi-segregated-o1' };
  const added = await data<{ addCondition: { version: number } }>(admin, 'mutation ($input: AddConditionInput!) { addCondition(input: $input) { version } }', {
    ...condition,
    expectedVersion: 1,
  });
  return { 'input.elementId': elementId, 'input.questionId': condition.questionId, 'input.optionId': condition.optionId, 'input.expectedVersion': added.addCondition.version };
}

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

/** A new metric of the lab safety program, counting its forms by status. */
async function programMetric(admin: ApiClient, fx: MatrixFixtures) {
  const created = await data<{ createMetric: { id: string } }>(admin, 'mutation ($input: CreateMetricInput!) { createMetric(input: $input) { id } }', {
    programId: fx.programId,
    metric: { title: 'Matrix metric', type: 'STATUS', view: 'BAR' },
  });
  return created.createMetric.id;
}

/** The version of the draft template group's data mapper now (0 when none is saved). */
async function mapperVersion(admin: ApiClient, fx: MatrixFixtures): Promise<number> {
  const answer = await admin.graphql<{ dataMapperConfig: { version: number } | null }>('query ($id: ID!) { dataMapperConfig(templateId: $id) { version } }', { id: fx.draftTemplateId });
  if (!answer.data) throw new Error(`The matrix mapper is unreadable: ${JSON.stringify(answer.errors)}`);
  return answer.data.dataMapperConfig?.version ?? 0;
}

const matrixMapper = {
  'input.libraryId': 'lib-chemical-inventory',
  'input.itemSource': 'BUSINESS_KEY',
  'input.itemQuestionId': 'lsi-room',
  'input.businessKeyField': 'name',
  'input.fields': [{ questionId: 'lsi-contact', fieldName: 'storage', prefill: true, update: false }],
};

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
  removeCondition: (admin, fx) => conditioned(admin, fx),
  addValidationRule: async (admin, fx) => ({ 'input.questionId': await dateQuestion(admin, fx) }),
  removeValidationRule: async (admin, fx) => ({ 'input.questionId': await dateQuestion(admin, fx), 'input.ruleId': 'matrix-rule' }),
  // authoring17
  updateCondition: async (admin, fx) => ({
    ...(await conditioned(admin, fx)),
    'input.condition': { questionId: 'lsi-segregated', optionId: 'lsi-segregated-o2' },
  }),
  updateValidationRule: async (admin, fx) => ({ 'input.questionId': await dateQuestion(admin, fx), 'input.ruleId': 'matrix-rule' }),
  updateQuestionSummary: ofKind(onSummary, { __typename: 'QuestionSummary', questionId: 'lsi-room' }),
  addActionSettings: async (admin, fx) => ({
    'input.expectedRevision': await revision(admin, fx),
    'input.settings': { action: freshId('action'), validation: true, isPrimaryBtn: false },
  }),
  removeActionSettings: async (admin, fx) => {
    const action = freshId('action');
    return { ...(await withEntry(admin, fx, 'addActionSettings', 'AddActionSettingsInput', { settings: { action, validation: false, isPrimaryBtn: false } })), 'input.action': action };
  },
  updateTemplate: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx) }),
  addFormRole: async (admin, fx) => ({ 'input.expectedRevision': await revision(admin, fx), 'input.role': { id: freshId('role'), name: 'Matrix role' } }),
  updateFormRole: async (admin, fx) => {
    const id = freshId('role');
    return { ...(await withEntry(admin, fx, 'addFormRole', 'AddFormRoleInput', { role: { id, name: 'Matrix role' } })), 'input.id': id };
  },
  removeFormRole: async (admin, fx) => {
    const id = freshId('role');
    return { ...(await withEntry(admin, fx, 'addFormRole', 'AddFormRoleInput', { role: { id, name: 'Matrix role' } })), 'input.id': id };
  },
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
  metric: async (admin, fx) => ({ id: await programMetric(admin, fx) }),
  metricSeries: async (admin, fx) => ({ id: await programMetric(admin, fx) }),
  updateMetric: async (admin, fx) => ({ 'input.id': await programMetric(admin, fx), 'input.expectedVersion': 1 }),
  deleteMetric: async (admin, fx) => ({ 'input.id': await programMetric(admin, fx) }),
  updateNotificationTemplate: notification,
  deleteNotificationTemplate: notification,
  // mapper17: each save sends the mapper's version as it is now (version-checked), mapping the draft's room number
  // as a business key of the chemical library.
  saveDataMapperConfig: async (admin, fx) => ({ 'input.expectedVersion': await mapperVersion(admin, fx), ...matrixMapper }),
  ...freshEntries,
  ...freshDashboards,
  ...freshLibraries,
  ...freshInventory,
  ...freshComments,
};
