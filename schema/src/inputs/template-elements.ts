import { z } from 'zod';
import type { Element } from '../template/model';
import { maxFileMb, maxFilesPerAnswer } from '../forms/files';
import { idSchema } from './forms';

/**
 * The shape of each template element kind as authoring accepts it: the element's own fields (never its id,
 * kind, version or children, which the operation and the storage give it), with the defaults a new element
 * starts from. Unknown fields are refused, so a misspelt field is an error rather than silently lost.
 */

const shortText = (what: string, max = 500) => z.string().trim().min(1, `${what} is required`).max(max, `${what} is at most ${max} characters`);
const longText = (max = 20_000) => z.string().max(max, `At most ${max} characters`);
const scopeSchema = z.enum(['campus', 'domain', 'global', 'library', 'program', 'tenant']);
const statusRef = z.object({ id: z.string().min(1).max(64), label: z.string().max(200) }).strict();

export const dependsOnSchema = z
  .object({
    logic: z.enum(['AND', 'OR']),
    conditions: z.array(z.object({ questionId: idSchema, optionId: idSchema }).strict()).max(50, 'At most 50 conditions'),
  })
  .strict();

export const validationRuleSchema = z
  .object({
    id: idSchema,
    field: z.string().min(1).max(64),
    operator: z.enum(['greaterThan', 'greaterThanOrEqual', 'is', 'lessThan', 'lessThanOrEqual']),
    unit: z.enum(['days', 'weeks', 'months', 'years']),
    value: z.number().int(),
    relativeTo: z.enum(['currentDate', 'startDate', 'endDate']),
  })
  .strict();

export const optionSchema = z.object({ id: idSchema, label: z.string().max(500), image: z.string().max(2048).nullish() }).strict();

const libraryRef = z.object({ schemaId: idSchema, name: z.string().max(200) }).strict();
const roleMapping = z.object({ id: idSchema, sourceField: z.string().max(200), roleId: idSchema }).strict();

/** An author's reference image: an https address (the form shows it as is) and its alternative text. */
const referenceImageSchema = z
  .object({
    url: z.url({ protocol: /^https$/, error: 'A reference image is an https address' }).max(2048),
    description: z.string().max(500).nullish(),
  })
  .strict();

const questionBase = {
  title: shortText('A question title').default('Untitled question'),
  name: z.string().trim().max(200, 'A question name is at most 200 characters').nullish(),
  prompt: longText().nullish(),
  description: longText().nullish(),
  info: longText().nullish(),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
  dependsOn: dependsOnSchema.nullish(),
  defaultMapping: z.object({ sourceId: idSchema, fieldKey: z.string().max(200), value: z.string().max(2000).nullish() }).strict().nullish(),
  businessKeys: z
    .array(z.object({ key: z.string().max(200), path: z.string().max(500), type: z.string().max(64), graphqlPath: z.string().max(500).nullish() }).strict())
    .max(50)
    .default([]),
};

const question = <S extends z.ZodRawShape>(extra: S) => z.object({ ...questionBase, ...extra }).strict();

/** A number question: its bounds (min at most max) and whether it takes whole numbers only. */
const numberQuestionSchema = question({
  min: z.number().finite().nullish(),
  max: z.number().finite().nullish(),
  integer: z.boolean().default(false),
  unit: z.string().trim().max(20, 'A unit is at most 20 characters').nullish(),
}).refine((fields) => fields.min == null || fields.max == null || fields.min <= fields.max, {
  message: 'The minimum is more than the maximum',
  path: ['min'],
});

const pagePermission = z.object({ roleId: idSchema, scope: scopeSchema, canViewInStatuses: z.array(z.string().max(64)).max(50) }).strict();
const sectionPermission = z
  .object({ roleId: idSchema, scope: scopeSchema, canViewWhen: z.array(statusRef).max(50), canUpdateWhen: z.array(statusRef).max(50) })
  .strict();

/** A page's (or summary page's) own fields. */
export const pageFieldsSchema = z
  .object({
    name: shortText('A page name', 200).default('Untitled page'),
    permissions: z.array(pagePermission).max(100).default([]),
    dependsOn: dependsOnSchema.nullish(),
  })
  .strict();

/** Each element kind's own fields, by its GraphQL type name. */
export const elementFieldSchemas = {
  Section: z
    .object({
      name: shortText('A section name', 200).default('Untitled section'),
      description: longText().nullish(),
      dependsOn: dependsOnSchema.nullish(),
      permissions: z.array(sectionPermission).max(100).default([]),
    })
    .strict(),
  RepeatableSection: z
    .object({
      name: shortText('A section name', 200).default('Untitled section'),
      description: longText().nullish(),
      required: z.boolean().default(false),
      dependsOn: dependsOnSchema.nullish(),
      summaryQuestionIds: z.array(idSchema).max(50).default([]),
      previewQuestionId: idSchema.nullish(),
    })
    .strict(),
  StaticText: z.object({ text: longText().default(''), style: z.string().max(64).nullish(), dependsOn: dependsOnSchema.nullish() }).strict(),
  Subform: z.object({ name: shortText('A subform name', 200).default('Untitled subform'), templateId: idSchema, roleId: idSchema.nullish() }).strict(),
  SubjectDetails: z.object({}).strict(),
  QuestionSummary: z.object({ questionId: idSchema, questionGroupId: idSchema.nullish() }).strict(),
  TemplateOutcome: z.object({ outcomeGroupId: idSchema }).strict(),
  TextQuestion: question({ input: z.enum(['short', 'paragraph']).nullish() }),
  DateQuestion: question({ includeTime: z.boolean().default(false), validationRules: z.array(validationRuleSchema).max(20).default([]) }),
  DateRangeQuestion: question({ includeTime: z.boolean().default(false), validationRules: z.array(validationRuleSchema).max(20).default([]) }),
  OptionQuestion: question({
    isMultiSelect: z.boolean().default(false),
    isDropdown: z.boolean().default(false),
    options: z.array(optionSchema).max(500, 'At most 500 options').default([]),
  }),
  ToggleQuestion: question({ defaultValue: z.boolean().default(false) }),
  MeasurementQuestion: question({ unitLibrary: z.string().max(200).nullish(), measurementLibrary: z.string().max(200).nullish() }),
  MeasurementV2Question: question({ measurementType: shortText('A measurement type', 64) }),
  SearchQuestion: question({
    category: z.enum(['BUILDING', 'CAMPUS', 'DEPARTMENT', 'PERSON', 'ROOM']),
    campusQuestionId: idSchema.nullish(),
    roleAssignedId: idSchema.nullish(),
    programRoleId: idSchema.nullish(),
    allowExternalUsers: z.boolean().default(false),
    isSubject: z.boolean().default(false),
  }),
  LibrarySearchQuestion: question({
    library: libraryRef.nullish(),
    roleMappings: z.array(roleMapping).max(50).default([]),
    campusQuestionId: idSchema.nullish(),
    filterBy: z.object({ sourceQuestion: idSchema, sourceField: z.string().max(200) }).strict().nullish(),
    librarySearchFilter: z
      .array(z.object({ id: idSchema, field: z.string().max(200), operator: z.string().max(64), value: z.string().max(2000) }).strict())
      .max(50)
      .default([]),
  }),
  DocumentSearchQuestion: question({
    docSearchConfig: z
      .object({
        templates: z.array(z.object({ groupId: idSchema, programId: idSchema.nullish(), statuses: z.array(z.string().max(64)).max(50) }).strict()).max(50),
      })
      .strict()
      .default({ templates: [] }),
  }),
  ImageUploadQuestion: question({
    imageDescription: longText().nullish(),
    hasImageUpload: z.boolean().default(true),
    images: z.array(referenceImageSchema).max(20, 'At most 20 reference images').default([]),
  }),
  EmailQuestion: question({}),
  PhoneNumberQuestion: question({}),
  NumberQuestion: numberQuestionSchema,
  FileUploadQuestion: question({
    acceptedTypes: z
      .array(z.string().trim().toLowerCase().regex(/^[a-z0-9]{1,10}$/, 'A file type is an extension like pdf: letters and digits, no dot'))
      .max(30, 'At most 30 file types')
      .default([]),
    maxSizeMb: z.number().int('The largest size is a whole number of MB').min(1, 'The largest size is at least 1 MB').max(maxFileMb, `The largest size is at most ${maxFileMb} MB`).default(10),
    maxFiles: z.number().int().min(1, 'Allow at least 1 file').max(maxFilesPerAnswer, `At most ${maxFilesPerAnswer} files`).default(5),
  }),
  TableQuestion: question({}),
  AddressSearchQuestion: question({}),
  MapQuestion: question({}),
  SubjectQuestion: question({
    subjectType: shortText('A subject type', 64),
    campusQuestionId: idSchema.nullish(),
    library: libraryRef.nullish(),
    roleMappings: z.array(roleMapping).max(50).default([]),
  }),
} satisfies Record<Element['__typename'], z.ZodType>;

export type ElementKind = keyof typeof elementFieldSchemas;

/** Every element kind authoring knows. */
export const elementKinds = Object.keys(elementFieldSchemas) as ElementKind[];

/** Whether a kind is a question (as opposed to a section, static text, subform or subject details). */
export const isQuestionKind = (kind: string): boolean => kind.endsWith('Question');

/** A kind name as given: a known element kind, or `Page` for pages. */
export const nodeKindSchema = z.enum(['Page', ...elementKinds] as [string, ...string[]], {
  error: (issue) => `Unknown element kind ${JSON.stringify(issue.input)}.`,
});

/** A new element as addElement takes it: its kind, an optional id (one is made otherwise) and its fields. */
export const newElementSchema = z.looseObject({ __typename: nodeKindSchema, id: idSchema.optional() });

/** Fields an edit may never set: they belong to the storage (id, kind, version) or to other nodes (children). */
export const reservedElementFields = ['id', '__typename', 'version', 'children', 'questions'] as const;

/** The zod schema of a node kind's own fields (pages and summary pages share the page's). */
export function fieldSchemaOf(kind: string): z.ZodType<Record<string, unknown>> {
  if (kind === 'Page' || kind === 'SummaryPage') return pageFieldsSchema;
  const schema = (elementFieldSchemas as Record<string, z.ZodType<Record<string, unknown>>>)[kind];
  if (!schema) throw new Error(`Unknown element kind ${kind}`);
  return schema;
}
