import { z } from 'zod';

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

export const startFormInputSchema = z.object({ templateId: idSchema });
