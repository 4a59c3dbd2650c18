/**
 * The help under each advanced property of the builder's panel, in one place so every panel says the same thing
 * in the same words (SurveyJS Creator shows a description under each property in the same way).
 */
export const propertyHelp = {
  prompt: 'Shown under the title, to say what to answer.',
  name: 'A short name for exports and mappings; not shown to people filling in the form.',
  description: 'A longer explanation, shown under the prompt.',
  numberBounds: 'Blank for no bound. An answer outside the bounds is refused with a message saying them.',
  numberUnit: 'Shown after the field, for example kg or %.',
  referenceImages: 'Images shown with the question, for example what a good photo looks like: an https address and what the image shows.',
  info: 'Shown behind an info button next to the question, for background people may need.',
  disabled: 'People see the question and its answer but cannot change it.',
  defaultAnswer: 'Fills the answer when a form starts, from a record of another system or a fixed value.',
  sourceId: 'The data source the answer is read from (its id, for example a building register). Empty: no default answer.',
  fieldKey: "The field of the source's record that becomes the answer, for example roomNumber.",
  defaultValue: "A fixed answer, used when the source's record has no such field.",
  businessKeys:
    'Name parts of the answer so reports and other systems can find forms by them. Key: the name they use. Path: where the value sits in the answer (for example value or address.postcode). Type: string, number or date. GraphQL path: the path in the API’s answer, when it differs from Path.',
  measurementLibrary: 'The library the measurement kinds are chosen from, by its id.',
  unitLibrary: 'The library the units are chosen from, by its id.',
  librarySchemaId: 'The published library whose items are searched. Empty: no library.',
  libraryName: 'The library’s name, as shown to the people answering.',
  campusQuestion: 'A campus search question of this form: the search looks on the campus chosen there.',
  filterBy: 'Only records that match another answer are offered. Source question: the question answered first. Source field: the field of this search’s records that must equal that answer.',
  searchFilters: 'Fixed conditions every record found must meet. Field: a field of the record. Operator: eq, ne, contains, gt or lt. Value: what the field is compared with.',
  roleMappings: 'Gives a form role to people named in the record found. Source field: the field holding the person. Role: the form role they get.',
  searchFor: 'What kind of thing people look up with this question.',
  allowExternalUsers: 'People outside the campus directory (guests, contractors) can be found too.',
  isSubject: 'The person or thing found is what the form is about: lists and reports show it as the form’s subject.',
  programRole: 'The program role the person chosen is given, for as long as the answer names them (a role of this program that you administer).',
  roleAssigned: 'The form role the person found is given on this form (for example Supervisor).',
  subformRole: 'The form role that starts and fills the subform’s forms.',
  templatesSearched: 'The forms this question finds. Template group id: the template whose forms are searched. Program id: only forms of this program. Statuses: only forms in these statuses.',
  subjectType: 'What the form is about, for example person, building, chemical.',
  previewQuestion: 'The answer shown for each entry while it is collapsed.',
  summaryQuestions: 'The answers listed for each entry in the summary of the section.',
} as const;
