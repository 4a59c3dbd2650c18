import { z } from 'zod';
import { maxFormNameLength } from '../forms/form-name-limits';

/** An id as the API hands them out: non-empty, bounded, no separators the storage keys use. */
export const idSchema = z
  .string()
  .trim()
  .min(1, 'An id is required')
  .max(128, 'An id is at most 128 characters')
  .regex(/^[^#|]+$/, 'An id cannot contain # or |');

/** The longest text answer accepted (DynamoDB items stop at 400 KB; answers stay far below). */
export const maxTextAnswerLength = 20_000;

export const responseLocationSchema = z
  .object({ parentId: idSchema.nullish(), rowId: idSchema.nullish() })
  .nullish()
  .transform((location) => ({
    ...(location?.parentId ? { parentId: location.parentId } : {}),
    ...(location?.rowId ? { rowId: location.rowId } : {}),
  }));

/**
 * Starting a form: from a published template, or as a subform child of a parent form (parentFormId and the
 * parent's subformElementId together; the child then starts from the subform's latest published version).
 */
export const startFormInputSchema = z
  .object({ templateId: idSchema, parentFormId: idSchema.nullish(), subformElementId: idSchema.nullish() })
  .refine((input) => !input.parentFormId === !input.subformElementId, {
    message: 'parentFormId and subformElementId go together',
    path: ['subformElementId'],
  });

export { maxFormNameLength } from '../forms/form-name-limits';

export const updateFormByActionInputSchema = z.object({
  formId: idSchema,
  actionId: idSchema,
  /** The status the caller saw: an action on a form that has moved on answers CONFLICT. */
  expectedStatus: z.string().trim().min(1).max(100).nullish(),
});

export const formIdInputSchema = z.object({ formId: idSchema });

export const updateFormNameInputSchema = z.object({
  formId: idSchema,
  name: z
    .string()
    .trim()
    .min(1, 'A form name is required')
    .max(maxFormNameLength, `A form name is at most ${maxFormNameLength} characters`),
});
