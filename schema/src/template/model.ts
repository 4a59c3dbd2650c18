/**
 * The template model as stored and as sent to form filling. Every element carries its GraphQL type name as
 * `__typename`, so a stored template is already the shape the API returns and the interface types resolve.
 */

export type LogicOperator = 'AND' | 'OR';
export type Scope = 'campus' | 'domain' | 'global' | 'library' | 'program' | 'tenant';
export type TemplateStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

export interface DependsOn {
  logic: LogicOperator;
  conditions: Array<{ questionId: string; optionId: string }>;
}

interface QuestionBase {
  id: string;
  title: string;
  /** A short name for exports and mappings (B-111). */
  name?: string | null;
  prompt?: string | null;
  /** A longer explanation shown under the title (B-111). */
  description?: string | null;
  info?: string | null;
  required: boolean;
  disabled: boolean;
  dependsOn?: DependsOn | null;
  defaultMapping?: { sourceId: string; fieldKey: string; value?: string | null } | null;
  businessKeys: Array<{ key: string; path: string; type: string; graphqlPath?: string | null }>;
}

export interface ValidationRule {
  id: string;
  field: string;
  operator: 'greaterThan' | 'greaterThanOrEqual' | 'is' | 'lessThan' | 'lessThanOrEqual';
  unit: 'days' | 'weeks' | 'months' | 'years';
  value: number;
  relativeTo: 'currentDate' | 'startDate' | 'endDate';
}

/** An author's reference image on an image question: an https address and what it shows. */
export interface ReferenceImage {
  url: string;
  description?: string | null;
}

export interface LibraryRef {
  schemaId: string;
  name: string;
}

export interface RoleMapping {
  id: string;
  sourceField: string;
  roleId: string;
}

export type Question =
  | (QuestionBase & { __typename: 'TextQuestion'; input?: 'short' | 'paragraph' | null })
  | (QuestionBase & { __typename: 'DateQuestion'; includeTime: boolean; validationRules: ValidationRule[] })
  | (QuestionBase & { __typename: 'DateRangeQuestion'; includeTime: boolean; validationRules: ValidationRule[] })
  | (QuestionBase & {
      __typename: 'OptionQuestion';
      isMultiSelect: boolean;
      isDropdown: boolean;
      options: Array<{ id: string; label: string; image?: string | null }>;
    })
  | (QuestionBase & { __typename: 'ToggleQuestion'; defaultValue: boolean })
  | (QuestionBase & { __typename: 'MeasurementQuestion'; unitLibrary?: string | null; measurementLibrary?: string | null })
  | (QuestionBase & { __typename: 'MeasurementV2Question'; measurementType: string })
  | (QuestionBase & {
      __typename: 'SearchQuestion';
      category: 'BUILDING' | 'CAMPUS' | 'DEPARTMENT' | 'PERSON' | 'ROOM';
      campusQuestionId?: string | null;
      roleAssignedId?: string | null;
      programRoleId?: string | null;
      allowExternalUsers: boolean;
      isSubject: boolean;
    })
  | (QuestionBase & {
      __typename: 'LibrarySearchQuestion';
      library?: LibraryRef | null;
      roleMappings: RoleMapping[];
      campusQuestionId?: string | null;
      filterBy?: { sourceQuestion: string; sourceField: string } | null;
      librarySearchFilter: Array<{ id: string; field: string; operator: string; value: string }>;
    })
  | (QuestionBase & {
      __typename: 'DocumentSearchQuestion';
      docSearchConfig: { templates: Array<{ groupId: string; programId?: string | null; statuses: string[] }> };
    })
  | (QuestionBase & { __typename: 'ImageUploadQuestion'; imageDescription?: string | null; hasImageUpload: boolean; images?: ReferenceImage[] })
  | (QuestionBase & { __typename: 'EmailQuestion' })
  | (QuestionBase & { __typename: 'PhoneNumberQuestion' })
  | (QuestionBase & { __typename: 'NumberQuestion'; min?: number | null; max?: number | null; integer: boolean; unit?: string | null })
  | (QuestionBase & { __typename: 'FileUploadQuestion'; acceptedTypes: string[]; maxSizeMb: number; maxFiles: number })
  | (QuestionBase & { __typename: 'TableQuestion'; questions: Question[] })
  | (QuestionBase & { __typename: 'AddressSearchQuestion' })
  | (QuestionBase & { __typename: 'MapQuestion' })
  | (QuestionBase & {
      __typename: 'SubjectQuestion';
      subjectType: string;
      campusQuestionId?: string | null;
      library?: LibraryRef | null;
      roleMappings: RoleMapping[];
    });

export type QuestionKind = Question['__typename'];

export interface StatusRef {
  id: string;
  label: string;
}

export interface Section {
  __typename: 'Section';
  id: string;
  name: string;
  description?: string | null;
  dependsOn?: DependsOn | null;
  permissions: Array<{ roleId: string; scope: Scope; canViewWhen: StatusRef[]; canUpdateWhen: StatusRef[] }>;
  children: Element[];
}

export interface RepeatableSection {
  __typename: 'RepeatableSection';
  id: string;
  name: string;
  description?: string | null;
  required: boolean;
  dependsOn?: DependsOn | null;
  summaryQuestionIds: string[];
  previewQuestionId?: string | null;
  children: Element[];
}

export interface StaticText {
  __typename: 'StaticText';
  id: string;
  text: string;
  style?: string | null;
  dependsOn?: DependsOn | null;
}

export interface Subform {
  __typename: 'Subform';
  id: string;
  name: string;
  templateId: string;
  roleId?: string | null;
}

export interface SubjectDetails {
  __typename: 'SubjectDetails';
  id: string;
}

/** A summary page's summary of one question's answer (or of a repeatable section's question, by its group). */
export interface QuestionSummary {
  __typename: 'QuestionSummary';
  id: string;
  questionId: string;
  questionGroupId?: string | null;
}

/** A summary page's showing of one outcome group's result for the form (a group of the same template version). */
export interface TemplateOutcome {
  __typename: 'TemplateOutcome';
  id: string;
  outcomeGroupId: string;
}

export type Element = Section | RepeatableSection | StaticText | Subform | SubjectDetails | QuestionSummary | TemplateOutcome | Question;

export interface Page {
  id: string;
  name: string;
  children: Element[];
  permissions: Array<{ roleId: string; scope: Scope; canViewInStatuses: string[] }>;
}

export interface TemplatePermission {
  action: { id: string; label: string };
  roleId: string;
  statuses: string[];
  subformElementId?: string | null;
  scope: Scope;
}

export interface ActionSetting {
  action: string;
  validation: boolean;
  isPrimaryBtn: boolean;
  modal?: { title: string; message: string; primaryLabel: string; secondaryLabel: string; isDestructive: boolean } | null;
  toast?: { successMessage?: string | null; errorMessage?: string | null } | null;
}

/** One version of a template. A template group holds its versions; a form is tied to one version. */
export interface Template {
  id: string;
  groupId: string;
  version: number;
  name: string;
  description?: string | null;
  status: TemplateStatus;
  campusCode: string;
  programId?: string | null;
  isLatest: boolean;
  isSubform: boolean;
  selfInitiated: boolean;
  showOnHomepage: boolean;
  renameableForms: boolean;
  allowComments: boolean;
  autoIdPrefix?: string | null;
  tags: string[];
  audience: Array<{ id: string; name: string; scope: Scope }>;
  sharedWithPrograms: Array<{ id: string; name: string }>;
  roles: string[];
  rolesV2: Array<{ id: string; name: string }>;
  permissions: TemplatePermission[];
  actionSettings: ActionSetting[];
  pages: Page[];
  summaryPages: Page[];
  subjectQuestionId?: string | null;
  subjectQuestionGroupId?: string | null;
  workflowMachineId?: string | null;
  workflowVersionId?: string | null;
  createdDate: string;
  lastUpdated: string;
}

const questionKinds = new Set<string>([
  'TextQuestion',
  'DateQuestion',
  'DateRangeQuestion',
  'OptionQuestion',
  'ToggleQuestion',
  'MeasurementQuestion',
  'MeasurementV2Question',
  'SearchQuestion',
  'LibrarySearchQuestion',
  'DocumentSearchQuestion',
  'ImageUploadQuestion',
  'TableQuestion',
  'AddressSearchQuestion',
  'MapQuestion',
  'SubjectQuestion',
  'EmailQuestion',
  'PhoneNumberQuestion',
  'NumberQuestion',
  'FileUploadQuestion',
]);

export function isQuestion(element: Element): element is Question {
  return questionKinds.has(element.__typename);
}
