import { z } from 'zod';
import { awsJsonObject } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { libraryDataTypes, libraryLimits, libraryStatuses, libraryTypes } from './library-model';

/** GraphQL clients may send null for an omitted field: both mean the default. */
const orDefault = <S extends z.ZodType>(schema: S, fallback: z.output<S>) => schema.nullish().transform((value) => value ?? fallback);

const objectNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the library')
  .max(libraryLimits.objectName, `At most ${libraryLimits.objectName} characters`);

const libraryTypeSchema = z.enum(libraryTypes).nullish().transform((value) => value ?? null);

/** A field name: the key of its values in every item (and a CSV column header), so plain and stable. */
export const fieldNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the field')
  .max(libraryLimits.fieldName, `At most ${libraryLimits.fieldName} characters`)
  .regex(/^[A-Za-z][A-Za-z0-9_ ]*$/, 'Start with a letter; use letters, digits, spaces and _');

const pickText = z.string().trim().min(1, 'Fill in every choice').max(libraryLimits.pickListText, `At most ${libraryLimits.pickListText} characters`);

/** A field as an administrator sends it (its position comes from the list, not the input). */
export const libraryFieldInputSchema = z
  .strictObject({
    fieldName: fieldNameSchema,
    dataType: z.enum(libraryDataTypes),
    required: orDefault(z.boolean(), false),
    unique: orDefault(z.boolean(), false),
    showInTable: orDefault(z.boolean(), true),
    pickListSelection: orDefault(
      z.array(z.strictObject({ label: pickText, value: pickText })).max(libraryLimits.pickListOptions, `At most ${libraryLimits.pickListOptions} choices`),
      [],
    ),
    relatesTo: idSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((field, context) => {
    if (field.dataType === 'PICK_LIST') {
      if (field.pickListSelection.length === 0) context.addIssue({ code: 'custom', path: ['pickListSelection'], message: 'Add at least one choice' });
      const values = field.pickListSelection.map((option) => option.value.toLowerCase());
      if (new Set(values).size !== values.length) context.addIssue({ code: 'custom', path: ['pickListSelection'], message: 'Each choice needs its own value' });
    } else if (field.pickListSelection.length > 0) {
      context.addIssue({ code: 'custom', path: ['pickListSelection'], message: 'Only pick-list fields have choices' });
    }
    if (field.dataType === 'RELATION' && !field.relatesTo) context.addIssue({ code: 'custom', path: ['relatesTo'], message: 'Choose the related library' });
    if (field.dataType !== 'RELATION' && field.relatesTo) context.addIssue({ code: 'custom', path: ['relatesTo'], message: 'Only relation fields relate to a library' });
    if (field.unique && field.dataType === 'BOOLEAN') context.addIssue({ code: 'custom', path: ['unique'], message: 'A yes / no field cannot be unique' });
  });

export type LibraryFieldInput = z.output<typeof libraryFieldInputSchema>;

const expectedVersion = z.number().int().min(1);
/** A page's size: 1 to 100, 25 when omitted. */
export const pageLimit = orDefault(z.number().int().min(1, 'At least 1').max(100, 'At most 100'), 25);
/** The previous page's cursor, or null for the first page. */
export const cursor = z.string().max(2_000).nullish().transform((value) => value ?? null);
const searchTerm = z.string().trim().max(100, 'At most 100 characters').nullish().transform((value) => value || null);

export const libraryIdArgsSchema = z.strictObject({ id: idSchema });
export const librarySchemaArgsSchema = z.strictObject({ input: z.strictObject({ id: idSchema }) });
export const libraryItemArgsSchema = z.strictObject({ libraryId: idSchema, itemId: idSchema });

/** searchLibraries: a page of libraries by name. */
export const searchLibrariesArgsSchema = z.strictObject({ searchTerm, limit: pageLimit, cursor });

/** searchLibrariesV2: the same, narrowed by status and type. */
export const searchLibrariesV2ArgsSchema = z.strictObject({
  input: z.strictObject({
    searchTerm,
    status: z.enum(libraryStatuses).nullish().transform((value) => value ?? null),
    libraryType: libraryTypeSchema,
    limit: pageLimit,
    cursor,
  }),
});

/** libraryItems: a page of a library's items by name, optionally those whose name starts with the term. */
export const libraryItemsArgsSchema = z.strictObject({ libraryId: idSchema, searchTerm, limit: pageLimit, cursor });

export const createLibrarySchemaInputSchema = z.strictObject({ objectName: objectNameSchema, libraryType: libraryTypeSchema });

export const updateLibrarySchemaInputSchema = z.strictObject({
  id: idSchema,
  expectedVersion,
  objectName: objectNameSchema,
  libraryType: libraryTypeSchema,
});

export const libraryVersionInputSchema = z.strictObject({ id: idSchema, expectedVersion });

export const addLibraryFieldInputSchema = z.strictObject({ libraryId: idSchema, expectedVersion, field: libraryFieldInputSchema });

export const updateLibraryFieldInputSchema = addLibraryFieldInputSchema;

export const deleteLibraryFieldInputSchema = z.strictObject({ libraryId: idSchema, expectedVersion, fieldName: fieldNameSchema });

export const reorderLibraryFieldsInputSchema = z.strictObject({
  libraryId: idSchema,
  expectedVersion,
  fieldNames: z.array(fieldNameSchema).min(1).max(libraryLimits.fields),
});

const itemValues = awsJsonObject(libraryLimits.itemJson, 'The values');

export const createLibraryItemInputSchema = z.strictObject({ libraryId: idSchema, values: itemValues });

export const updateLibraryItemInputSchema = z.strictObject({ libraryId: idSchema, itemId: idSchema, expectedVersion, values: itemValues });

export const deleteLibraryItemInputSchema = z.strictObject({ libraryId: idSchema, itemId: idSchema, expectedVersion });
