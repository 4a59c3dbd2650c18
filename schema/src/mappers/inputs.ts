import { z } from 'zod';
import { awsJsonObject } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { dataMapperItemSources, maxMapperFields } from './data-mapper-model';

const fieldName = z.string().trim().min(1, 'Choose a library field').max(100, 'At most 100 characters');

/** saveDataMapperConfig's input: the rows' problems against the template and library are checked after (mapper-problems.ts). */
export const saveDataMapperConfigInputSchema = z
  .object({
    templateId: idSchema,
    expectedVersion: z.number().int().min(0),
    libraryId: idSchema,
    itemSource: z.enum(dataMapperItemSources),
    itemQuestionId: idSchema,
    businessKeyField: fieldName.nullish().transform((value) => value ?? null),
    fields: z
      .array(z.object({ questionId: idSchema, fieldName, prefill: z.boolean(), update: z.boolean() }).strict())
      .max(maxMapperFields, `At most ${maxMapperFields} rows`),
  })
  .strict()
  .transform((input) => ({ ...input, businessKeyField: input.itemSource === 'BUSINESS_KEY' ? input.businessKeyField : null }));

/** prefillFromLibraryItem's input. */
export const prefillFromLibraryItemInputSchema = z.object({ formId: idSchema, questionId: idSchema }).strict();

/** The most rows one importForms call takes (the screen sends a file in batches of this size). */
export const maxImportRows = 100;

/** importForms' input: rows of a CSV file, each with its owner's username, its status and its answers by question id. */
export const importFormsInputSchema = z
  .object({
    templateId: idSchema,
    dryRun: z.boolean(),
    rows: z
      .array(
        z
          .object({
            rowNumber: z.number().int().min(1),
            // Empty cells are the row's own problems (answered per row), not a refusal of the whole batch.
            owner: z.string().trim().max(200),
            status: z.string().trim().max(100),
            answers: awsJsonObject(50_000, 'A row').pipe(z.record(z.string(), z.string().max(10_000, 'At most 10,000 characters'))),
          })
          .strict(),
      )
      .min(1, 'Send at least one row')
      .max(maxImportRows, `At most ${maxImportRows} rows`),
  })
  .strict();
