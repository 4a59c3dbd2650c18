/**
 * The every-kind demo template (scripts/seed/templates/every-kind-demo.ts): a question of each kind and none
 * required. The answer rows and the submit row run on a new form of it, so an allowed caller's call succeeds.
 */
export const everyKindTemplateId = 'tpl-every-kind-demo-v1';

/** Per answer row: a question of the row's kind on the every-kind form, and a valid value for it. */
export const answerArguments: Record<string, Record<string, unknown>> = {
  updateDateResponse: { 'input.questionId': 'ekd-date', 'input.selectedDate': '2026-01-15' },
  updateDateRangeResponse: { 'input.questionId': 'ekd-period', 'input.start': '2026-01-01', 'input.end': '2026-01-31' },
  updateOptionResponse: { 'input.questionId': 'ekd-single', 'input.selectedOptionIds': ['ekd-single-o1'] },
  removeOptionResponse: { 'input.questionId': 'ekd-single' },
  updateToggleResponse: { 'input.questionId': 'ekd-toggle', 'input.defaultValue': true },
  updateMeasurementResponse: { 'input.questionId': 'ekd-distance', 'input.value': 3, 'input.unit': { id: 'm', name: 'Metre' } },
  updateMeasurementV2Response: { 'input.questionId': 'ekd-volume', 'input.values': [{ unit: 'L', value: 2 }] },
  updateLibrarySearchResponse: { 'input.questionId': 'ekd-chemical', 'input.selectedItem': { id: 'chem-acetone', name: 'Acetone' } },
  updateAddressSearchResponse: { 'input.questionId': 'ekd-address', 'input.selectedAddress': { placeId: 'matrix-place', label: '1 Main Street' } },
  // The owner: the question gives its document role to the person chosen, so no other persona gains access.
  updatePersonSearchResponse: {
    'input.questionId': 'ekd-person',
    'input.selectedPerson': { userId: 'user-staff-one', firstName: 'Staff', lastName: 'One', email: 'staff.one@example.edu' },
  },
  updateCampusSearchResponse: { 'input.questionId': 'ekd-campus', 'input.campusId': '01' },
  updateBuildingSearchResponse: { 'input.questionId': 'ekd-building', 'input.selectedBuilding': { id: 'matrix-building', name: 'Matrix Hall' } },
  // rooms16
  updateRoomSearchResponse: { 'input.questionId': 'ekd-room', 'input.roomId': 'room-01-chm-220' },
  updateDepartmentSearchResponse: { 'input.questionId': 'ekd-department', 'input.selectedDepartment': { id: 'dept-01-chem', name: 'Chemistry and Biochemistry' } },
  updateMapResponse: { 'input.questionId': 'ekd-map', 'input.latitude': 40.1, 'input.longitude': -75.2 },
  // qtypes17: the number question (0 to 50, whole numbers).
  updateNumberResponse: { 'input.questionId': 'ekd-count', 'input.value': 3 },
  addTableRow: { 'input.questionId': 'ekd-items' },
  removeTableRow: { 'input.questionId': 'ekd-items' },
};

/** Rows whose call gets a new every-kind form of staff.one's for each persona. */
export const everyKindFormFields = new Set([
  ...Object.keys(answerArguments),
  'updateDocumentSearchResponse',
  'updateFormByAction',
  // qtypes17: the file question is on the every-kind form.
  'updateFileUploadResponse',
  'createFileUpload',
]);
