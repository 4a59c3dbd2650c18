/** One entry of the builder's Add menu: the kind it adds and the fields a new one starts with. */
export interface AddKind {
  label: string;
  kind: string;
  fields: Record<string, unknown>;
  /** A subform: the author picks its template before it is added (the server requires one). */
  needsTemplate?: boolean;
  /** A summary page's item: the author picks the question or outcome group it shows before it is added. */
  picks?: 'question' | 'outcomeGroup';
}

const question = (label: string, kind: string, extra: Record<string, unknown> = {}): AddKind => ({
  label,
  kind,
  fields: { title: `Untitled ${label.toLowerCase()} question`, ...extra },
});

/** The structure the Add menu offers. */
export const structureKinds: AddKind[] = [
  { label: 'Page', kind: 'Page', fields: { name: 'Untitled page' } },
  { label: 'Summary page', kind: 'SummaryPage', fields: { name: 'Summary' } },
  { label: 'Section', kind: 'Section', fields: { name: 'Untitled section' } },
  { label: 'Repeatable section', kind: 'RepeatableSection', fields: { name: 'Untitled repeatable section' } },
  { label: 'Static text', kind: 'StaticText', fields: { text: 'Text shown to the person filling in the form.' } },
  { label: 'Subform', kind: 'Subform', fields: { name: 'Untitled subform' }, needsTemplate: true },
];

/** Every question kind the Add menu offers, with sensible defaults. */
export const questionKinds: AddKind[] = [
  question('Text', 'TextQuestion', { input: 'short' }),
  question('Email', 'EmailQuestion'),
  question('Phone number', 'PhoneNumberQuestion'),
  question('Number', 'NumberQuestion'),
  question('File upload', 'FileUploadQuestion'),
  question('Date', 'DateQuestion'),
  question('Date range', 'DateRangeQuestion'),
  question('Option', 'OptionQuestion', {
    options: [
      { id: 'option-1', label: 'Option 1' },
      { id: 'option-2', label: 'Option 2' },
    ],
  }),
  question('Toggle', 'ToggleQuestion'),
  question('Measurement', 'MeasurementQuestion'),
  question('Measurement v2', 'MeasurementV2Question', { measurementType: 'length' }),
  question('Search', 'SearchQuestion', { category: 'BUILDING' }),
  question('Library search', 'LibrarySearchQuestion'),
  question('Document search', 'DocumentSearchQuestion'),
  question('Image upload', 'ImageUploadQuestion'),
  question('Table', 'TableQuestion'),
  question('Address search', 'AddressSearchQuestion'),
  question('Map', 'MapQuestion'),
  question('Subject', 'SubjectQuestion', { subjectType: 'person' }),
];

/** The question kinds a table takes as columns: every kind but a table. */
export const columnKinds: AddKind[] = questionKinds.filter((entry) => entry.kind !== 'TableQuestion');

/** What the Add menu offers while a summary page (or one of its items) is selected. */
export const summaryItemKinds: AddKind[] = [
  { label: 'Question summary', kind: 'QuestionSummary', fields: {}, picks: 'question' },
  { label: 'Outcome group', kind: 'TemplateOutcome', fields: {}, picks: 'outcomeGroup' },
];
