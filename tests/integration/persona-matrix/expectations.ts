import type { Outcome } from './outcome';
import type { RowPersona } from './personas';

// What each demo persona gets from each root field's minimal request (see arguments.ts and fixtures.ts): what main
// answers today, written down so a change in who may do what shows up as a failing row. Callers without a valid
// token (anonymous, forged, expired) get AppSync's 401 on every row; that is checked for all rows, not listed.
// A row's personas run least privileged first against shared fixtures; rows that remove, re-add or version-check
// something give each call an object of its own (fresh-objects.ts), so every allowed persona's call succeeds.

const OK = 'OK';
const FORBIDDEN = 'FORBIDDEN';
const NOT_FOUND = 'NOT_FOUND';

type Row = Record<RowPersona, Outcome>;

/** guest17: AppSync's answer to a field the request's auth mode may not reach (a guest's API key, or a token on a guests field). */
const UNAUTHORIZED_FIELD = 'Unauthorized';

/**
 * The same answer for every demo persona, but the exceptions. The guest (guest17) gets AppSync's refusal unless
 * an exception names it: only the guests domain's fields are open to its auth mode.
 */
const everyone = (outcome: Outcome, except: Partial<Row> = {}): Row => ({
  guest: UNAUTHORIZED_FIELD,
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

/** Members of the lab safety program (its staff and admins); health.user, of campus 03, is not one. */
const labSafetyMembers = (outcome: Outcome): Row => everyone(outcome, { 'health.user': FORBIDDEN });

/** staff.one's form: its owner, and the program's, campus's and platform's admins; not staff.two or health.user. */
const formOwnerAndAdmins = (ownerOutcome: Outcome, adminOutcome: Outcome = ownerOutcome): Row =>
  everyone(adminOutcome, { 'health.user': FORBIDDEN, 'staff.two': FORBIDDEN, 'staff.one': ownerOutcome });

/** The demo lab inventory's viewers: its viewer staff.two, owner staff.one and campus 01's admins. */
const inventoryViewers = (outcome: Outcome): Row =>
  everyone(outcome, { 'health.user': FORBIDDEN, 'program.admin': FORBIDDEN, 'svc.test-suite': FORBIDDEN });

/** Who changes the demo lab inventory's containers: its owner staff.one and campus 01's admins. */
const inventoryManagers = (outcome: Outcome): Row => ({ ...inventoryViewers(outcome), 'staff.two': FORBIDDEN });

/** guest17: the guests domain's fields: the guest only (its own form); a signed-in caller's token may not reach them. */
const guestOnly = (outcome: Outcome): Row => everyone(UNAUTHORIZED_FIELD, { guest: outcome });

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
  fgaObjectNames: globalAdminOnly(OK),
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
  // profile17: Home's userId (the matrix passes staff.two's): their own, or an administrator of campus 01.
  storesByUser: everyone(FORBIDDEN, { 'staff.two': OK, 'campus.admin': OK, 'global.admin': OK }),
  inventoryItemsByUser: everyone(FORBIDDEN, { 'staff.two': OK, 'campus.admin': OK, 'global.admin': OK }),
  templateMetrics: programAdmins(OK),
  dataExplorerConfig: programAdmins(OK),
  dataExplorerTemplates: programAdmins(OK),
  // The matrix's template group is not exposed in the Data Explorer: its admins learn that, the staff nothing.
  dataExplorerRows: programAdmins(NOT_FOUND),
  dataExplorerExport: programAdmins(NOT_FOUND),
  deepDive: programAdmins(OK),
  deepDiveForms: programAdmins(OK),
  metricsByProgram: labSafetyMembers(OK),
  metric: labSafetyMembers(OK),
  metricSeries: labSafetyMembers(OK),
  createMetric: programAdmins(OK),
  updateMetric: programAdmins(OK),
  deleteMetric: programAdmins(OK),
  notificationTemplates: programAdmins(OK),
  notificationTemplate: programAdmins(OK),
  previewNotification: programAdmins(OK),
  outbox: globalAdminOnly(OK),
  outcomeGroupsByTemplate: campusOneStarters(OK),
  formOutcomes: formOwnerAndAdmins(OK),
  userOutcomes: everyone(OK),
  searchPrograms: programAdmins(OK, { 'program.admin': FORBIDDEN, 'svc.test-suite': FORBIDDEN }),
  // Dashboards (issue 15): anyone the lab safety program is visible to (health.user is not in it).
  findDashboardsByProgram: campusOneStarters(OK),
  defaultDashboards: campusOneStarters(OK),
  dashboard: campusOneStarters(OK),
  findLayout: campusOneStarters(OK),
  roles: programAdmins(OK),
  permissions: programAdmins(OK),
  programRoles: programAdmins(OK),
  userRoles: everyone(OK),
  searchUsers: programAdmins(OK),
  // names17: the spec's names for the form searches (search by category was searchPeople, searchCampuses,
  // searchBuildings, searchDepartments and searchRooms; searchDocumentsV2 was searchDocuments; searchAddress was
  // searchAddresses). The matrix asks search for campus 01's people (PERSON, the one category with a check): its
  // members and administrators, not health.user (campus 03).
  search: everyone(OK, { 'health.user': FORBIDDEN }),
  searchDocumentsV2: everyone(OK),
  searchAddress: everyone(OK),
  // names17: childForms(formId) as a root field reads staff.one's form as `form` does.
  childForms: formOwnerAndAdmins(OK),
  // names17: the spec's TemplateInfo and OutcomePage of the published lab safety template, read as templateById and
  // outcomeGroupsByTemplate read it.
  templateInfo: campusOneStarters(OK),
  outcomePage: campusOneStarters(OK),
  // names17: the spec's update of an audience and of a shared program, edited by the draft's authors as add and remove.
  updateAudience: programAdmins(OK),
  updateSharedProgram: programAdmins(OK),
  // The campus building and room directories (issue 16, from campus config): open to everyone signed in.
  buildings: everyone(OK),
  rooms: everyone(OK),
  // A user's facilities (issue 16): their own only; the matrix asks for staff.two's.
  facilitiesByUser: everyone(FORBIDDEN, { 'staff.two': OK }),
  homeEntries: everyone(OK),
  searchLibraryItems: everyone(OK),
  // Libraries (issue 16): a published library is read by everyone signed in; global.admin (library_manager,
  // can_create_library) creates and changes libraries; the others hold no role on them.
  librarySchema: everyone(OK),
  fetchSchema: everyone(OK),
  fetchLibraryItemDetail: everyone(OK),
  getLibraryTypes: everyone(OK),
  searchLibraries: everyone(OK),
  searchLibrariesV2: everyone(OK),
  libraryItems: everyone(OK),
  createLibrarySchema: globalAdminOnly(OK),
  updateLibrarySchema: globalAdminOnly(OK),
  publishLibrarySchema: globalAdminOnly(OK),
  deleteLibrarySchema: globalAdminOnly(OK),
  addLibraryField: globalAdminOnly(OK),
  updateLibraryField: globalAdminOnly(OK),
  deleteLibraryField: globalAdminOnly(OK),
  reorderLibraryFields: globalAdminOnly(OK),
  createLibraryItem: globalAdminOnly(OK),
  updateLibraryItem: globalAdminOnly(OK),
  deleteLibraryItem: globalAdminOnly(OK),
  importLibraryItems: globalAdminOnly(OK),
  // Inventories (issue 16): the demo lab inventory (scripts/seed/demo-inventory.ts) is owned by staff.one, read by
  // staff.two (viewer) and managed by campus 01's admins (campus.admin, and global.admin through the tenant).
  inventory: inventoryViewers(OK),
  inventoryContainers: inventoryViewers(OK),
  inventoryContainerHistory: inventoryViewers(OK),
  hasAccessToInventory: everyone(OK),
  addInventoryContainer: inventoryManagers(OK),
  moveInventoryContainer: inventoryManagers(OK),
  adjustInventoryContainer: inventoryManagers(OK),
  disposeInventoryContainer: inventoryManagers(OK),
  templatesByCampus: everyone(OK),
  templateById: campusOneStarters(OK),
  latestTemplateByGroup: programAdmins(OK),
  latestPublishedTemplateByGroup: campusOneStarters(OK),
  templateQuestions: campusOneStarters(OK),
  assessmentTemplates: everyone(OK),
  templatesByGroupId: campusOneStarters(OK),
  templates: everyone(OK),
  formRoles: campusOneStarters(OK),
  subformTemplates: everyone(OK),
  selfInitiatedTemplates: everyone(OK),
  templateGroupPermissions: programAdmins(OK),
  tags: programAdmins(OK),
  workflowsByTemplateGroup: programAdmins(OK),
  workflow: programAdmins(OK),
  smartCronExpression: everyone(OK),
  validateWorkflow: programAdmins(OK),
  startForm: campusOneStarters(OK),
  updateFormByAction: formOwnerAndAdmins(OK, FORBIDDEN),
  copyForm: formOwnerAndAdmins(OK),
  updateFormName: formOwnerAndAdmins(OK),
  updateTextResponse: formOwnerAndAdmins(OK),
  updateDateResponse: formOwnerAndAdmins(OK),
  updateDateRangeResponse: formOwnerAndAdmins(OK),
  updateOptionResponse: formOwnerAndAdmins(OK),
  updateToggleResponse: formOwnerAndAdmins(OK),
  updateMeasurementResponse: formOwnerAndAdmins(OK),
  updateMeasurementV2Response: formOwnerAndAdmins(OK),
  updateLibrarySearchResponse: formOwnerAndAdmins(OK),
  updateAddressSearchResponse: formOwnerAndAdmins(OK),
  updatePersonSearchResponse: formOwnerAndAdmins(OK),
  updateCampusSearchResponse: formOwnerAndAdmins(OK),
  updateBuildingSearchResponse: formOwnerAndAdmins(OK),
  // rooms16: answering a room search question.
  updateRoomSearchResponse: formOwnerAndAdmins(OK),
  updateDepartmentSearchResponse: formOwnerAndAdmins(OK),
  updateDocumentSearchResponse: formOwnerAndAdmins(OK),
  updateImageUploadResponse: formOwnerAndAdmins(OK),
  createImageUpload: formOwnerAndAdmins(OK),
  updateMapResponse: formOwnerAndAdmins(OK),
  // qtypes17: number and file upload answers, and a file question's signed upload.
  updateNumberResponse: formOwnerAndAdmins(OK),
  updateFileUploadResponse: formOwnerAndAdmins(OK),
  createFileUpload: formOwnerAndAdmins(OK),
  addTableRow: formOwnerAndAdmins(OK),
  fgaWrite: globalAdminOnly(OK),
  setFeatureFlag: globalAdminOnly(OK),
  createNotificationTemplate: programAdmins(OK),
  updateNotificationTemplate: programAdmins(OK),
  addOutcomeGroup: programAdmins(OK),
  updateOutcomeGroup: programAdmins(OK),
  addOutcome: programAdmins(OK),
  updateOutcome: programAdmins(OK),
  // A caller's own training outcome only (another's is NOT_FOUND by design): no persona holds one in the seed.
  updateTrainingProgress: everyone(NOT_FOUND),
  // A seeded action item of staff.one's: only its own user may close or reopen it; to anyone else it does not exist.
  completeReminder: everyone(NOT_FOUND, { 'staff.one': OK }),
  dismissReminder: everyone(NOT_FOUND, { 'staff.one': OK }),
  reopenReminder: everyone(NOT_FOUND, { 'staff.one': OK }),
  createProgram: programAdmins(OK, { 'program.admin': FORBIDDEN, 'svc.test-suite': FORBIDDEN }),
  // Dashboards (issue 15): the program's members see its dashboards and make their own; its admins change PROGRAM ones.
  createDashboard: campusOneStarters(OK),
  saveDashboard: programAdmins(OK),
  updatePageLayout: programAdmins(OK),
  deletePageLayout: programAdmins(OK),
  saveDataExplorerConfig: programAdmins(OK),
  createRole: programAdmins(OK),
  renameRole: programAdmins(OK),
  addRoleMember: programAdmins(OK),
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
  addSharedProgram: programAdmins(OK),
  addFormRole: programAdmins(OK),
  updateFormRole: programAdmins(OK),
  addPermission: programAdmins(OK),
  updatePermission: programAdmins(OK),
  updateActionSettings: programAdmins(OK),
  updateTemplateGroupPermissions: programAdmins(OK),
  createTag: programAdmins(OK),
  runScheduler: testSuiteOnly(OK),
  createWorkflow: programAdmins(OK),
  updateWorkflow: programAdmins(OK),
  publishWorkflow: programAdmins(OK),
  startWorkflowDraft: programAdmins(OK),
  attachWorkflow: programAdmins(OK),
  deleteForm: formOwnerAndAdmins(OK, FORBIDDEN),
  removeOptionResponse: formOwnerAndAdmins(OK),
  deleteImageResponse: formOwnerAndAdmins(OK),
  removeTableRow: formOwnerAndAdmins(OK),
  deleteNotificationTemplate: programAdmins(OK),
  removeOutcomeGroup: programAdmins(OK),
  removeOutcome: programAdmins(OK),
  deleteRole: programAdmins(OK),
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
  removeSharedProgram: programAdmins(OK),
  removeFormRole: programAdmins(OK),
  removePermission: programAdmins(OK),
  // authoring17: update beside add and remove (condition, validation rule, question summary), and add and remove
  // of one action's settings, edited by the draft's authors as their siblings are.
  updateCondition: programAdmins(OK),
  updateValidationRule: programAdmins(OK),
  updateQuestionSummary: programAdmins(OK),
  addActionSettings: programAdmins(OK),
  removeActionSettings: programAdmins(OK),
  cleanupByTestId: testSuiteOnly(OK),
  cleanupTestData: testSuiteOnly(OK),
  cleanupOrphanTestData: testSuiteOnly(OK),
  setupPermanentFixtures: testSuiteOnly(OK),
  deleteTemplate: programAdmins(OK),
  tasksByProgram: programAdmins(OK),
  documentsByProgram: programAdmins(OK),
  programUserDocuments: programAdmins(OK),
  assignTask: programAdmins(OK),
  // Each call takes back a task of its own (fresh-entries.ts), assigned to staff.two by global.admin.
  unassignTask: programAdmins(OK),
  complianceCalendar: programAdmins(OK),
  calendarDryRun: programAdmins(OK),
  // access17 (issue 17, program area access): the program and its template lists are for its members only.
  program: labSafetyMembers(OK),
  templatesByProgram: labSafetyMembers(OK),
  latestPublishedTemplatesByProgram: labSafetyMembers(OK),
  subformTemplatesByProgram: labSafetyMembers(OK),
  // access17: people lookups. user: staff.two's own record, or an administrator of campus 01; listUsers: campus 01's admins.
  user: everyone(FORBIDDEN, { 'staff.two': OK, 'campus.admin': OK, 'global.admin': OK }),
  listUsers: everyone(FORBIDDEN, { 'campus.admin': OK, 'global.admin': OK }),
  // libroles16: a library's own grants. Only its admins see and change them: on the demo library and on the fresh
  // ones global.admin is one (library_manager, and the creator); nobody else holds admin on either.
  libraryGrants: globalAdminOnly(OK),
  libraryGrantPeople: globalAdminOnly(OK),
  libraryGrantCampuses: globalAdminOnly(OK),
  libraryGrantRoles: globalAdminOnly(OK),
  grantLibraryAccess: globalAdminOnly(OK),
  revokeLibraryAccess: globalAdminOnly(OK),
  // comments17: a form's comments. Reading is for whoever may view staff.one's form; writing needs a comment grant,
  // and the seeded lab safety template grants its owner alone (in draft): admins, who may view, are refused too.
  // Edits and deletes each get a comment of staff.one's own (fresh-comments.ts): only its author may change it.
  formCommentSummary: formOwnerAndAdmins(OK),
  formComments: formOwnerAndAdmins(OK),
  addFormComment: everyone(FORBIDDEN, { 'staff.one': OK }),
  editFormComment: everyone(FORBIDDEN, { 'staff.one': OK }),
  deleteFormComment: everyone(FORBIDDEN, { 'staff.one': OK }),
  // mapper17: a template group's data mapper is for its authors; a pre-fill writes answers, so it is for whoever may
  // change staff.one's form (as the answer saves are).
  dataMapperConfig: programAdmins(OK),
  saveDataMapperConfig: programAdmins(OK),
  prefillFromLibraryItem: formOwnerAndAdmins(OK),
  // mapper17: importing forms is for the template's program (or campus) admins, as creating its templates is.
  importForms: programAdmins(OK),

  // profile17 (issue 17, profile and relationships): LoadProfile's rolePermissions and LoadRelationships'
  // relationships and inspections answer the caller's own, so every signed-in persona reads them.
  rolePermissions: everyone(OK),
  relationships: everyone(OK),
  inspections: everyone(OK),

  // guest17: the public routes' operations, reached only with the guests' API key and a guest token.
  publicRoutesOpen: guestOnly(OK),
  publicTemplate: guestOnly(OK),
  publicForm: guestOnly(OK),
  startPublicForm: guestOnly(OK),
  savePublicAnswer: guestOnly(OK),
  submitPublicForm: guestOnly(OK),
};
