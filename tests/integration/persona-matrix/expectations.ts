import type { Outcome } from './outcome';
import type { DemoPersona } from './personas';

// What each demo persona gets from each root field's minimal request (see arguments.ts and fixtures.ts): what main
// answers today, written down so a change in who may do what shows up as a failing row. Callers without a valid
// token (anonymous, forged, expired) get AppSync's 401 on every row; that is checked for all rows, not listed.
// A row's personas run least privileged first against shared fixtures, so in rows removing a part of the draft
// template the first admin to succeed leaves NOT_FOUND for the admins after it.

const OK = 'OK';
const FORBIDDEN = 'FORBIDDEN';
const NOT_FOUND = 'NOT_FOUND';
const BAD_USER_INPUT = 'BAD_USER_INPUT';
const CONFLICT = 'CONFLICT';

type Row = Record<DemoPersona, Outcome>;

/** The same answer for every demo persona, but the exceptions. */
const everyone = (outcome: Outcome, except: Partial<Row> = {}): Row => ({
  'health.user': outcome,
  'staff.two': outcome,
  'staff.one': outcome,
  'program.admin': outcome,
  'campus.admin': outcome,
  'global.admin': outcome,
  'svc.test-suite': outcome,
  ...except,
});

/** Refused to the three staff, who hold no admin role on the lab safety program. */
const programAdmins = (outcome: Outcome, except: Partial<Row> = {}): Row =>
  everyone(outcome, { 'health.user': FORBIDDEN, 'staff.two': FORBIDDEN, 'staff.one': FORBIDDEN, ...except });

/** The internal tools: global.admin only. */
const globalAdminOnly = (outcome: Outcome): Row => everyone(FORBIDDEN, { 'global.admin': outcome });

/** Test support: the test-suite identity only; global.admin too is refused (test_support is implied by nothing). */
const testSuiteOnly = (outcome: Outcome): Row => everyone(FORBIDDEN, { 'svc.test-suite': outcome });

/** A published lab safety (campus 01) template: anyone on campus 01 may start and read it; health.user is on 03. */
const campusOneStarters = (outcome: Outcome): Row => everyone(outcome, { 'health.user': FORBIDDEN });

/** staff.one's form: its owner, and the program's, campus's and platform's admins; not staff.two or health.user. */
const formOwnerAndAdmins = (ownerOutcome: Outcome, adminOutcome: Outcome = ownerOutcome): Row =>
  everyone(adminOutcome, { 'health.user': FORBIDDEN, 'staff.two': FORBIDDEN, 'staff.one': ownerOutcome });

/** Every root field's expected row; a root field missing here fails the matrix with its name. */
export const expectations: Record<string, Row> = {
  profile: everyone(OK),
  campuses: everyone(OK),
  campus: everyone(OK),
  studioCampuses: everyone(OK),
  findProgramsByCampus: everyone(OK),
  findProgramsByUser: everyone(OK),
  findCentersOfExcellenceByUser: everyone(OK),
  featureFlags: everyone(OK),
  moreApps: everyone(OK),
  check: everyone(OK),
  navigationAccess: everyone(OK),
  fgaAuthorizationModel: globalAdminOnly(OK),
  fgaRead: globalAdminOnly(OK),
  fgaCheck: globalAdminOnly(OK),
  fgaExplain: globalAdminOnly(OK),
  fgaExpand: globalAdminOnly(OK),
  userDocuments: everyone(OK),
  recentDocuments: everyone(OK),
  awayTemplate: everyone(OK),
  featureFlagSettings: globalAdminOnly(OK),
  featureFlagHistory: globalAdminOnly(OK),
  form: formOwnerAndAdmins(OK),
  documentsByTemplateGroup: everyone(OK),
  imageUrls: formOwnerAndAdmins(OK),
  availableActions: formOwnerAndAdmins(OK),
  reminders: everyone(OK),
  storesByUser: everyone(OK),
  inventoryItemsByUser: everyone(OK),
  templateMetrics: programAdmins(OK),
  notificationTemplates: programAdmins(OK),
  notificationTemplate: programAdmins(OK),
  previewNotification: programAdmins(OK),
  outbox: globalAdminOnly(OK),
  outcomeGroupsByTemplate: campusOneStarters(OK),
  formOutcomes: formOwnerAndAdmins(OK),
  userOutcomes: everyone(OK),
  searchPrograms: programAdmins(OK, { 'program.admin': FORBIDDEN, 'svc.test-suite': FORBIDDEN }),
  roles: programAdmins(OK),
  permissions: programAdmins(OK),
  programRoles: programAdmins(OK),
  userRoles: everyone(OK),
  searchUsers: programAdmins(OK),
  // The campus-01 people: campus 01's members and administrators, not health.user (campus 03).
  searchPeople: everyone(OK, { 'health.user': FORBIDDEN }),
  searchCampuses: everyone(OK),
  searchBuildings: everyone(OK),
  searchDepartments: everyone(OK),
  searchLibraryItems: everyone(NOT_FOUND),
  searchDocuments: everyone(OK),
  searchAddresses: everyone(OK),
  templatesByCampus: everyone(OK),
  templateById: campusOneStarters(OK),
  latestTemplateByGroup: programAdmins(OK),
  latestPublishedTemplateByGroup: campusOneStarters(OK),
  templateQuestions: campusOneStarters(OK),
  assessmentTemplates: everyone(OK),
  templatesByGroupId: campusOneStarters(OK),
  templatesByProgram: everyone(OK),
  latestPublishedTemplatesByProgram: everyone(OK),
  templates: everyone(OK),
  formRoles: campusOneStarters(OK),
  subformTemplates: everyone(OK),
  subformTemplatesByProgram: everyone(OK),
  selfInitiatedTemplates: everyone(OK),
  templateGroupPermissions: programAdmins(OK),
  tags: programAdmins(OK),
  workflowsByTemplateGroup: programAdmins(OK),
  workflow: programAdmins(OK),
  smartCronExpression: everyone(OK),
  validateWorkflow: programAdmins(OK),
  startForm: campusOneStarters(OK),
  updateFormByAction: formOwnerAndAdmins(BAD_USER_INPUT, FORBIDDEN),
  copyForm: formOwnerAndAdmins(OK),
  updateFormName: formOwnerAndAdmins(OK),
  updateTextResponse: formOwnerAndAdmins(OK),
  updateDateResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateDateRangeResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateOptionResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateToggleResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateMeasurementResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateMeasurementV2Response: formOwnerAndAdmins(BAD_USER_INPUT),
  updateLibrarySearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateAddressSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updatePersonSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateCampusSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateBuildingSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateDepartmentSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateDocumentSearchResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  updateImageUploadResponse: formOwnerAndAdmins(OK),
  createImageUpload: formOwnerAndAdmins(OK),
  updateMapResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  addTableRow: formOwnerAndAdmins(BAD_USER_INPUT),
  fgaWrite: globalAdminOnly(OK),
  setFeatureFlag: globalAdminOnly(OK),
  createNotificationTemplate: programAdmins(OK),
  updateNotificationTemplate: programAdmins(OK),
  addOutcomeGroup: programAdmins(OK),
  updateOutcomeGroup: programAdmins(OK),
  addOutcome: programAdmins(OK),
  updateOutcome: programAdmins(OK),
  updateTrainingProgress: everyone(NOT_FOUND),
  createProgram: programAdmins(BAD_USER_INPUT, { 'program.admin': FORBIDDEN, 'svc.test-suite': FORBIDDEN }),
  createRole: programAdmins('ROLE_EXISTS', { 'program.admin': OK }),
  renameRole: programAdmins(OK),
  addRoleMember: programAdmins('EXISTING_ROLE_MEMBER', { 'program.admin': OK }),
  setPermissions: programAdmins(OK),
  createTemplate: programAdmins(OK),
  createCampusTemplate: programAdmins(OK),
  updateTemplate: programAdmins(OK),
  startDraft: programAdmins(OK),
  publishTemplate: programAdmins(OK),
  copyTemplate: programAdmins(OK),
  addElement: programAdmins(OK),
  updateElement: programAdmins(OK),
  moveElements: programAdmins(OK),
  addPage: programAdmins(OK),
  updatePage: programAdmins(OK),
  addSection: programAdmins(OK),
  updateSection: programAdmins(OK),
  addRepeatableSection: programAdmins(OK),
  updateRepeatableSection: programAdmins(OK),
  addStaticText: programAdmins(OK),
  updateStaticText: programAdmins(OK),
  addSubform: programAdmins(OK),
  updateSubform: programAdmins(OK),
  addQuestionSummary: programAdmins(OK),
  addTemplateOutcome: programAdmins(OK),
  addQuestion: programAdmins(OK),
  updateQuestion: programAdmins(OK),
  addOption: programAdmins(OK),
  updateOption: programAdmins(OK),
  addCondition: programAdmins(OK),
  addValidationRule: programAdmins(OK),
  addAudience: programAdmins(OK),
  // The entry the first admin adds exists when the next admins add it again: BAD_USER_INPUT (a duplicate), not a refusal.
  addSharedProgram: programAdmins(BAD_USER_INPUT, { 'program.admin': OK }),
  addFormRole: programAdmins(OK),
  updateFormRole: programAdmins(OK),
  // The entry the first admin adds exists when the next admins add it again: BAD_USER_INPUT (a duplicate), not a refusal.
  addPermission: programAdmins(BAD_USER_INPUT, { 'program.admin': OK }),
  updatePermission: programAdmins(OK),
  updateActionSettings: programAdmins(OK),
  updateTemplateGroupPermissions: programAdmins(OK),
  createTag: programAdmins(CONFLICT, { 'program.admin': OK }),
  runScheduler: testSuiteOnly(OK),
  createWorkflow: programAdmins(OK),
  updateWorkflow: programAdmins(CONFLICT, { 'program.admin': OK }),
  publishWorkflow: programAdmins(BAD_USER_INPUT, { 'program.admin': OK }),
  startWorkflowDraft: programAdmins(OK),
  attachWorkflow: programAdmins(OK),
  deleteForm: formOwnerAndAdmins(OK, FORBIDDEN),
  removeOptionResponse: formOwnerAndAdmins(BAD_USER_INPUT),
  deleteImageResponse: formOwnerAndAdmins(OK),
  removeTableRow: formOwnerAndAdmins(BAD_USER_INPUT),
  deleteNotificationTemplate: programAdmins(OK),
  removeOutcomeGroup: programAdmins(OK),
  removeOutcome: programAdmins(OK),
  deleteRole: programAdmins(NOT_FOUND, { 'program.admin': OK }),
  removeRoleMember: programAdmins(OK),
  removeElement: programAdmins(OK),
  removePage: programAdmins(OK),
  removeSection: programAdmins(OK),
  removeRepeatableSection: programAdmins(OK),
  removeStaticText: programAdmins(OK),
  removeSubform: programAdmins(OK),
  removeQuestionSummary: programAdmins(OK),
  removeTemplateOutcome: programAdmins(OK),
  removeQuestion: programAdmins(OK),
  removeOption: programAdmins(OK),
  removeCondition: programAdmins(OK),
  removeValidationRule: programAdmins(OK),
  removeAudience: programAdmins(OK),
  // One entry exists (the one the add row made): the first admin removes it, the next ones find none.
  removeSharedProgram: programAdmins(NOT_FOUND, { 'program.admin': OK }),
  removeFormRole: programAdmins(OK),
  // One entry exists (the one the add row made): the first admin removes it, the next ones find none.
  removePermission: programAdmins(NOT_FOUND, { 'program.admin': OK }),
  cleanupByTestId: testSuiteOnly(OK),
  cleanupTestData: testSuiteOnly(OK),
  cleanupOrphanTestData: testSuiteOnly(OK),
  setupPermanentFixtures: testSuiteOnly(OK),
  deleteTemplate: programAdmins(OK),
};
