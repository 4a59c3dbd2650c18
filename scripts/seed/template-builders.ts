import type { DependsOn, Element, Page, Question, Section, StaticText, Template } from '../../schema/src/template/model';
import { templateSettingsDefaults } from '../../functions/templates/new-template';
import { ownerDefaultGrants } from '../../schema/src/forms/available-actions';

// Small builders so the demo templates read like the forms they are.

type Extra<K extends Question['__typename']> = Omit<Extract<Question, { __typename: K }>, keyof Base | '__typename'>;
type Base = Pick<Question, 'id' | 'title' | 'prompt' | 'info' | 'required' | 'disabled' | 'dependsOn' | 'defaultMapping' | 'businessKeys'>;
type Common = Partial<Pick<Question, 'prompt' | 'info' | 'required' | 'dependsOn'>>;

function question<K extends Question['__typename']>(kind: K, id: string, title: string, extra: Extra<K>, common: Common = {}) {
  return {
    __typename: kind,
    id,
    title,
    prompt: common.prompt ?? null,
    info: common.info ?? null,
    required: common.required ?? false,
    disabled: false,
    dependsOn: common.dependsOn ?? null,
    defaultMapping: null,
    businessKeys: [],
    ...extra,
  } as unknown as Extract<Question, { __typename: K }>;
}

export const q = {
  text: (id: string, title: string, common?: Common & { paragraph?: boolean }) =>
    question('TextQuestion', id, title, { input: common?.paragraph ? 'paragraph' : 'short' }, common),
  date: (id: string, title: string, extra: Partial<Extra<'DateQuestion'>> = {}, common?: Common) =>
    question('DateQuestion', id, title, { includeTime: false, validationRules: [], ...extra }, common),
  dateRange: (id: string, title: string, extra: Partial<Extra<'DateRangeQuestion'>> = {}, common?: Common) =>
    question('DateRangeQuestion', id, title, { includeTime: false, validationRules: [], ...extra }, common),
  choice: (id: string, title: string, options: string[], extra: { multi?: boolean; dropdown?: boolean } = {}, common?: Common) =>
    question('OptionQuestion', id, title, {
      isMultiSelect: extra.multi ?? false,
      isDropdown: extra.dropdown ?? false,
      options: options.map((label, index) => ({ id: `${id}-o${index + 1}`, label, image: null })),
    }, common),
  toggle: (id: string, title: string, common?: Common) => question('ToggleQuestion', id, title, { defaultValue: false }, common),
  search: (id: string, title: string, category: Extra<'SearchQuestion'>['category'], common?: Common) =>
    question('SearchQuestion', id, title, {
      category,
      campusQuestionId: null,
      roleAssignedId: null,
      programRoleId: null,
      allowExternalUsers: false,
      isSubject: false,
    }, common),
  measurement: (id: string, title: string, unitLibrary: string, common?: Common) =>
    question('MeasurementQuestion', id, title, { unitLibrary, measurementLibrary: null }, common),
  measurementV2: (id: string, title: string, measurementType: string, common?: Common) =>
    question('MeasurementV2Question', id, title, { measurementType }, common),
  library: (id: string, title: string, library: { schemaId: string; name: string }, common?: Common) =>
    question('LibrarySearchQuestion', id, title, {
      library,
      roleMappings: [],
      campusQuestionId: null,
      filterBy: null,
      librarySearchFilter: [],
    }, common),
  documents: (id: string, title: string, groupIds: string[], common?: Common) =>
    question('DocumentSearchQuestion', id, title, {
      docSearchConfig: { templates: groupIds.map((groupId) => ({ groupId, programId: null, statuses: [] })) },
    }, common),
  images: (id: string, title: string, common?: Common) =>
    question('ImageUploadQuestion', id, title, { imageDescription: null, hasImageUpload: true, images: [] }, common),
  email: (id: string, title: string, common?: Common) => question('EmailQuestion', id, title, {}, common),
  phone: (id: string, title: string, common?: Common) => question('PhoneNumberQuestion', id, title, {}, common),
  number: (id: string, title: string, extra: Partial<Extra<'NumberQuestion'>> = {}, common?: Common) =>
    question('NumberQuestion', id, title, { min: null, max: null, integer: false, unit: null, ...extra }, common),
  files: (id: string, title: string, extra: Partial<Extra<'FileUploadQuestion'>> = {}, common?: Common) =>
    question('FileUploadQuestion', id, title, { acceptedTypes: [], maxSizeMb: 10, maxFiles: 5, ...extra }, common),
  table: (id: string, title: string, questions: Question[], common?: Common) =>
    question('TableQuestion', id, title, { questions }, common),
  address: (id: string, title: string, common?: Common) => question('AddressSearchQuestion', id, title, {}, common),
  map: (id: string, title: string, common?: Common) => question('MapQuestion', id, title, {}, common),
  subject: (id: string, title: string, subjectType: string, common?: Common) =>
    question('SubjectQuestion', id, title, { subjectType, campusQuestionId: null, library: null, roleMappings: [] }, common),
};

/** Shown only when the named option of the named question is chosen. */
export const when = (questionId: string, optionIndex: number): DependsOn => ({
  logic: 'AND',
  conditions: [{ questionId, optionId: `${questionId}-o${optionIndex}` }],
});

export const section = (id: string, name: string, children: Element[], description?: string): Section => ({
  __typename: 'Section',
  id,
  name,
  description: description ?? null,
  dependsOn: null,
  permissions: [],
  children,
});

export const staticText = (id: string, text: string): StaticText => ({
  __typename: 'StaticText',
  id,
  text,
  style: 'body1',
  dependsOn: null,
});

export const page = (id: string, name: string, children: Element[]): Page => ({ id, name, children, permissions: [] });

/** A published, latest template version with the defaults a campus office would pick. */
export function publishedTemplate(
  fields: Pick<Template, 'id' | 'groupId' | 'name' | 'description' | 'campusCode' | 'pages'> & Partial<Template>,
  now: string,
): Template {
  return {
    ...templateSettingsDefaults,
    // The owner submits and deletes their drafts by an explicit grant, as every template must say.
    permissions: ownerDefaultGrants(),
    status: 'PUBLISHED',
    selfInitiated: true,
    showOnHomepage: true,
    renameableForms: true,
    createdDate: now,
    lastUpdated: now,
    ...fields,
  };
}
