import { z } from 'zod';

/** userOutcomes(page, size): both optional; the paging rules normalise them. */
export const userOutcomesArgsSchema = z.object({ page: z.number().int().nullish(), size: z.number().int().nullish() });

/** A user outcome's id: a form id, a group id and an outcome id joined by `~` (so longer than other ids). */
const userOutcomeIdSchema = z
  .string()
  .trim()
  .min(1, 'An id is required')
  .max(400, 'An outcome id is at most 400 characters')
  .regex(/^[^#|]+$/, 'An id cannot contain # or |');

/**
 * updateTrainingProgress's input: the caller's training outcome and its progress (a whole percentage, 0 to 100)
 * or `completed` (true: DONE at 100; false: back to PENDING). At least one of them.
 */
export const updateTrainingProgressInputSchema = z
  .strictObject({
    outcomeId: userOutcomeIdSchema,
    progress: z.number().int('Progress is a whole percentage').min(0, 'Progress is at least 0').max(100, 'Progress is at most 100').nullish(),
    completed: z.boolean().nullish(),
  })
  .refine((input) => input.progress != null || input.completed != null, { message: 'Give progress or completed', path: ['progress'] });

export type UpdateTrainingProgressInput = z.output<typeof updateTrainingProgressInputSchema>;
