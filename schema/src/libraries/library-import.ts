import { z } from 'zod';
import { awsJsonObject } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { fieldsInOrder, libraryLimits, uniqueValueKey, type LibraryField, type LibrarySchemaShape, type LibraryValues } from './library-model';
import type { LibraryFieldError } from './validate-library-item';

/** Limits of an import: rows per importLibraryItems call (the browser sends a file in batches of this size). */
export const libraryImportLimits = { rowsPerBatch: 100 } as const;

/** importLibraryItems: up to 100 rows, each the values of one item by fieldName (CSV cells, as text). */
export const importLibraryItemsInputSchema = z.strictObject({
  libraryId: idSchema,
  rows: z
    .array(awsJsonObject(libraryLimits.itemJson, 'A row'))
    .min(1, 'Send at least one row')
    .max(libraryImportLimits.rowsPerBatch, `At most ${libraryImportLimits.rowsPerBatch} rows at a time`),
  dryRun: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

/**
 * The field an import matches existing items by: the first unique field in display order. A row whose value of
 * it is held by an item updates that item; without a unique field every row makes a new item.
 */
export const importKeyField = (schema: LibrarySchemaShape): LibraryField | null =>
  fieldsInOrder(schema.fieldArraySchema).find((field) => field.unique) ?? null;

/**
 * Remembers the unique values of the rows seen so far and answers, for each new row, the unique values an earlier
 * row already had (one error per field, naming that row). The browser runs one over the whole file; the server one
 * over each batch. `rowNumber` is how the row is named to people (the CSV's line, from 1).
 */
export function uniqueTracker(schema: LibrarySchemaShape): (values: LibraryValues, rowNumber: number) => LibraryFieldError[] {
  const uniqueFields = schema.fieldArraySchema.filter((field) => field.unique);
  const seen = new Map<string, number>();
  return (values, rowNumber) => {
    const errors: LibraryFieldError[] = [];
    for (const field of uniqueFields) {
      const value = values[field.fieldName];
      if (value === undefined) continue;
      const key = `${field.fieldName}\u0000${uniqueValueKey(value)}`;
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, rowNumber);
      else errors.push({ fieldName: field.fieldName, problem: 'UNIQUE', message: `${field.fieldName} "${String(value)}" repeats row ${earlier}` });
    }
    return errors;
  };
}
