import type { ChosenValue } from '../../../schema/src/graphql/minimal-request';
import { answerArguments } from './answer-arguments';
import type { MatrixFixtures } from './fixtures';

/** Values by argument path (`input.formId`) for one root field, over the name-based defaults below. */
type FieldArguments = (fixtures: MatrixFixtures) => Record<string, unknown>;

/**
 * Argument values chosen by the argument's name, wherever it appears: the fixtures' ids, so a call reaches the
 * resolver's authorization rather than stopping at an unknown id. Mutations edit the draft template, queries read the
 * published one.
 */
function byName(name: string, fixtures: MatrixFixtures, operation: 'query' | 'mutation'): unknown {
  const values: Record<string, unknown> = {
    formId: fixtures.formId,
    templateId: operation === 'mutation' ? fixtures.draftTemplateId : fixtures.publishedTemplateId,
    groupId: fixtures.templateGroupId,
    templateGroupId: fixtures.templateGroupId,
    programId: fixtures.programId,
    campusCode: fixtures.campusCode,
    workflowId: fixtures.workflowId,
    roleId: fixtures.roleId,
    nodeType: 'program',
    nodeId: fixtures.programId,
    questionId: 'lsi-room',
    elementId: 'lsi-room',
    parentId: 'lsi-s-location',
    userId: 'user-staff-two',
    searchTerm: 'a',
    relation: 'can_view',
    object: `program:${fixtures.programId}`,
    user: 'user:user-staff-two',
    notificationTemplateId: fixtures.notificationTemplateId,
  };
  return values[name];
}

/** Per-field choices where a name means something else, or a call needs more than the minimum to mean anything. */
const fieldArguments: Record<string, FieldArguments> = {
  campus: (fx) => ({ id: fx.campusCode }),
  rooms: () => ({ buildingCode: 'CHM' }),
  form: (fx) => ({ id: fx.formId }),
  templateById: (fx) => ({ id: fx.publishedTemplateId }),
  workflow: (fx) => ({ id: fx.workflowId }),
  validateWorkflow: (fx) => ({ id: fx.workflowId }),
  startForm: (fx) => ({ 'input.templateId': fx.publishedTemplateId }),
  copyTemplate: (fx) => ({ 'input.templateId': fx.publishedTemplateId }),
  updateTextResponse: () => ({ 'input.text': 'Room 210B' }),
  ...Object.fromEntries(Object.entries(answerArguments).map(([field, values]) => [field, () => values])),
  // Staff.one's lab safety form: a document the every-kind form's document question may point at.
  updateDocumentSearchResponse: (fx) => ({ 'input.questionId': 'ekd-document', 'input.documentId': fx.labFormId }),
  // The image question, with a key in its own folder, as createImageUpload issues them.
  updateImageUploadResponse: (fx) => ({ 'input.questionId': 'lsi-photos', 'input.images': [{ name: 'photo.png', key: `forms/${fx.formId}/lsi-photos/matrix.png` }] }),
  deleteImageResponse: (fx) => ({ 'input.questionId': 'lsi-photos', 'input.key': `forms/${fx.formId}/lsi-photos/matrix.png` }),
  createImageUpload: () => ({ 'input.questionId': 'lsi-photos', 'input.fileName': 'photo.png', 'input.contentType': 'image/png', 'input.size': 10 }),
  imageUrls: (fx) => ({ keys: [`forms/${fx.formId}/lsi-photos/matrix.png`] }),
  // qtypes17: the every-kind form's file question (pdf, docx or txt), with a key in its own folder.
  updateFileUploadResponse: (fx) => ({
    'input.questionId': 'ekd-files',
    'input.files': [{ name: 'plan.pdf', key: `forms/${fx.formId}/ekd-files/matrix.pdf`, contentType: 'application/pdf', size: 10 }],
  }),
  createFileUpload: () => ({ 'input.questionId': 'ekd-files', 'input.fileName': 'plan.pdf', 'input.contentType': 'application/pdf', 'input.size': 10 }),
  check: () => ({ relation: 'can_view_studio', object: 'global:platform' }),
  fgaObjectNames: (fx) => ({ objects: ['user:user-staff-one', `program:${fx.programId}`, 'role:matrix-nobody'] }),
  // A tuple naming a user nobody signs in as, so a write that succeeds grants no persona anything.
  fgaWrite: (fx) => ({ 'input.writes': [{ user: 'user:matrix-nobody', relation: 'member', object: `program:${fx.programId}` }] }),
  updateFormByAction: () => ({ 'input.actionId': 'submit' }),
  addElement: () => ({ 'input.element': JSON.stringify({ __typename: 'StaticText', text: 'Matrix' }) }),
  addQuestion: () => ({ 'input.element': JSON.stringify({ __typename: 'TextQuestion', title: 'Matrix' }) }),
  updateTemplateGroupPermissions: (fx) => ({
    'input.templateGroupId': fx.spareTemplateGroupId,
    'input.permissions': [{ roleId: fx.roleId, action: 'start' }],
  }),
  addValidationRule: () => ({
    'input.questionId': 'lsi-date',
    'input.rule': { field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' },
  }),
  // authoring17: a new rule's fields, a question for a summary to show, one action's settings.
  updateValidationRule: () => ({ 'input.rule': { field: 'date', operator: 'greaterThan', unit: 'weeks', value: -2, relativeTo: 'currentDate' } }),
  updateQuestionSummary: () => ({ 'input.changes': JSON.stringify({ questionId: 'lsi-date' }) }),
  addActionSettings: () => ({ 'input.settings': { action: 'submit', validation: true, isPrimaryBtn: true } }),
  addQuestionSummary: (fx) => ({ 'input.parentId': fx.summaryPageId, 'input.fields': JSON.stringify({ questionId: 'lsi-room' }) }),
  addTemplateOutcome: (fx) => ({ 'input.parentId': fx.summaryPageId, 'input.fields': JSON.stringify({ outcomeGroupId: fx.outcomeGroupId }) }),
  addSubform: () => ({ 'input.fields': JSON.stringify({ templateId: 'tpl-every-kind-follow-up-v1' }) }),
  notificationTemplate: (fx) => ({ id: fx.notificationTemplateId }),
  // mapper17: a dry run of one row into the published lab safety inspection (nothing is written).
  importForms: (fx) => ({
    'input.templateId': fx.publishedTemplateId,
    'input.dryRun': true,
    'input.rows': [{ rowNumber: 1, owner: 'staff.one', status: 'draft', answers: JSON.stringify({ 'lsi-room': '210B' }) }],
  }),
  // The lab safety program's overview layout (dashboards: the programId followed by the word overview).
  findLayout: (fx) => ({ id: `${fx.programId}overview` }),
  updateTrainingProgress: () => ({ 'input.completed': true }),
  searchLibraryItems: () => ({ schemaId: 'lib-chemical-inventory', searchTerm: 'acet' }),
  // Libraries (issue 16): the published demo chemical library; changes get a library of their own (fresh-libraries.ts).
  librarySchema: () => ({ 'input.id': 'lib-chemical-inventory' }),
  fetchSchema: () => ({ id: 'lib-chemical-inventory' }),
  fetchLibraryItemDetail: () => ({ libraryId: 'lib-chemical-inventory', itemId: 'chem-acetone' }),
  libraryItems: () => ({ libraryId: 'lib-chemical-inventory' }),
  createLibrarySchema: () => ({ 'input.objectName': 'Matrix library' }),
  // Inventories (issue 16): the demo lab inventory; changes get a container of their own (fresh-inventory.ts).
  inventory: () => ({ id: 'inv-01-chem-lab' }),
  inventoryContainers: () => ({ inventoryId: 'inv-01-chem-lab' }),
  inventoryContainerHistory: () => ({ inventoryId: 'inv-01-chem-lab', containerId: 'c-acetone-1' }),
  hasAccessToInventory: () => ({ accessType: 'MANAGE', inventoryId: 'inv-01-chem-lab' }),
  addInventoryContainer: () => ({
    'input.inventoryId': 'inv-01-chem-lab',
    'input.libraryId': 'lib-chemical-inventory',
    'input.itemId': 'chem-ethanol',
    'input.quantity': 1,
    'input.unit': 'L',
    'input.location': { building: 'Chemistry Hall', floor: '2', room: '204' },
  }),
  createProgram: () => ({ 'input.campusCode': '01', 'input.domainId': 'dom-01-ehs' }),
  permissions: () => ({ actions: ['member'] }),
  // Takes `member` away from the fixture role, so a call that succeeds grants nobody anything.
  setPermissions: (fx) => ({ 'input.actions': ['member'], 'input.permissions': [{ roleId: fx.roleId, action: 'member', allowed: false }] }),
  searchUsers: () => ({ searchTerm: 'staff' }),
  // names17: search asks for campus 01's people (the category with an authorization check).
  search: () => ({ category: 'PERSON', searchTerm: 'staff' }),
  searchAddress: () => ({ text: 'Main Street' }),
  setFeatureFlag: () => ({ 'input.key': 'matrix-flag' }),
  featureFlagHistory: () => ({ key: 'matrix-flag' }),
  createTag: () => ({ 'input.name': 'matrix' }),
  createRole: () => ({ 'input.roleName': 'Matrix role' }),
  updateWorkflow: (fx) => ({ 'input.id': fx.workflowId }),
  publishWorkflow: (fx) => ({ 'input.id': fx.workflowId }),
  startWorkflowDraft: (fx) => ({ 'input.id': fx.workflowId }),
  createWorkflow: () => ({ 'input.name': 'Matrix flow' }),
  smartCronExpression: () => ({ cronExpression: '0 9 * * 1' }),
  cleanupByTestId: () => ({ testId: 'matrix-nothing-tagged' }),
  // staff.one's seeded action items (scripts/seed/demo-home-items.ts): one completed, then reopened; one dismissed.
  completeReminder: () => ({ 'input.id': 'rem-007' }),
  reopenReminder: () => ({ 'input.id': 'rem-007' }),
  dismissReminder: () => ({ 'input.id': 'rem-006' }),
  // The compliance calendar: the next 30 days, and a dry run a week ahead (a dry run must look forward).
  complianceCalendar: () => ({ from: new Date().toISOString(), to: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
  calendarDryRun: () => ({ at: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  // A form of the published lab safety template, started for staff.two as a task.
  assignTask: (fx) => ({ 'input.targetType': 'TEMPLATE', 'input.targetId': fx.templateGroupId, 'input.assigneeId': 'user-staff-two', 'input.subject': 'Matrix task' }),
  // libroles16: the demo chemical library's grants and grantees; grants and revokes get a library of their own
  // (fresh-libraries.ts).
  libraryGrants: () => ({ libraryId: 'lib-chemical-inventory' }),
  libraryGrantPeople: () => ({ libraryId: 'lib-chemical-inventory', searchTerm: 'Le' }),
  libraryGrantRoles: () => ({ libraryId: 'lib-chemical-inventory' }),
  libraryGrantCampuses: () => ({ libraryId: 'lib-chemical-inventory' }),
  // comments17: comments on staff.one's draft form (formId by name; a comment, not a reply to the section id a parentId
  // would get by name); edits and deletes name a comment of their own
  // (fresh-comments.ts).
  addFormComment: () => ({ 'input.body': 'Matrix comment', 'input.parentId': null }),
  editFormComment: () => ({ 'input.body': 'Matrix comment, edited' }),
  // guest17: the guest's own form of the demo public template (fixtures.ts); its save answers a question the fixture
  // left open, so the submit row after it finds every required answer.
  publicTemplate: () => ({ templateGroupId: 'tg-visitor-feedback' }),
  publicForm: (fx) => ({ formId: fx.guestFormId }),
  startPublicForm: () => ({ 'input.templateGroupId': 'tg-visitor-feedback' }),
  savePublicAnswer: (fx) => ({ 'input.formId': fx.guestFormId, 'input.questionId': 'vf-building', 'input.text': 'Matrix Hall' }),
  submitPublicForm: (fx) => ({ formId: fx.guestFormId }),
};

/**
 * Headers a field's request carries: cleanupByTestId is called as a suite calls it, with the x-test-id header
 * naming the same id, so its row shows who may clean up (not only that a mismatched header is refused).
 */
export const headersFor = (fieldName: string): Record<string, string> =>
  fieldName === 'cleanupByTestId' ? { 'x-test-id': 'matrix-nothing-tagged' } : {};

/** The chooser of one field's argument values, for the minimal-request generator; `fresh` (by path) wins. */
export function argumentsFor(
  fieldName: string,
  operation: 'query' | 'mutation',
  fixtures: MatrixFixtures,
  fresh: Record<string, unknown> = {},
): ChosenValue {
  const chosen = { ...fieldArguments[fieldName]?.(fixtures), ...fresh };
  return (path) => {
    const key = path.join('.');
    if (key in chosen) return chosen[key];
    return byName(path[path.length - 1]!, fixtures, operation);
  };
}
