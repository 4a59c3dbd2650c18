import { z } from 'zod';
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
