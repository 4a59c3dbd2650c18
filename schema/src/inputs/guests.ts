import { z } from 'zod';
import { idSchema } from './forms';

/**
 * The longest answer a guest may save: far below staff's 20,000 characters, because anyone with the link can
 * write it (docs/decisions.md "guest17").
 */
export const maxGuestAnswerLength = 2_000;

/** startPublicForm: a public template group, or the subform at an element of the guest's own form. */
export const startPublicFormInputSchema = z
  .object({ templateGroupId: idSchema, parentFormId: idSchema.nullish(), subformElementId: idSchema.nullish() })
  .refine((input) => !input.parentFormId === !input.subformElementId, {
    message: 'A subform needs both parentFormId and subformElementId',
    path: ['subformElementId'],
  });

/** savePublicAnswer: exactly one of text, choices or toggle. */
export const savePublicAnswerInputSchema = z
  .object({
    formId: idSchema,
    questionId: idSchema,
    expectedVersion: z.number().int().min(0).nullish().transform((version) => version ?? 0),
    text: z.string().max(maxGuestAnswerLength, `An answer is at most ${maxGuestAnswerLength} characters`).nullish(),
    selectedOptionIds: z.array(idSchema).max(50).nullish(),
    toggle: z.boolean().nullish(),
  })
  .refine((input) => [input.text, input.selectedOptionIds, input.toggle].filter((value) => value !== null && value !== undefined).length === 1, {
    message: 'Give exactly one of text, selectedOptionIds or toggle',
    path: ['text'],
  });

export type SavePublicAnswerInput = z.infer<typeof savePublicAnswerInputSchema>;

/** publicTemplate, publicForm and submitPublicForm's arguments. */
export const publicTemplateArgsSchema = z.object({ templateGroupId: idSchema });
export const publicFormArgsSchema = z.object({ formId: idSchema });
