import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { idSchema } from './forms';

/** The task statuses (spec: enumerations). */
export const taskStatuses = ['DONE', 'FAILED', 'IGNORED', 'PENDING'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The status that completes a task when the assignment names none: the form was submitted. */
export const defaultCompleteOnStatus = 'submitted';

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');

/**
 * assignTask's input. `today` (YYYY-MM-DD, the caller's clock) comes in so the rule "not before today" is the same
 * in the browser and on the server.
 */
export const assignTaskInputSchema = (today: string) =>
  z.strictObject({
    programId: idSchema,
    targetType: z.enum(['FORM', 'TEMPLATE']),
    targetId: idSchema,
    assigneeId: idSchema,
    subject: z.string().trim().min(1, 'A subject is required').max(200, 'At most 200 characters'),
    completeOnStatus: z.string().trim().min(1).max(100).nullish(),
    dueDate: dateText.refine((date) => date >= today, 'The due date cannot be in the past').nullish(),
  });
export type AssignTaskInput = z.infer<ReturnType<typeof assignTaskInputSchema>>;

/** unassignTask's input. */
export const unassignTaskInputSchema = z.strictObject({ id: idSchema });

/** tasksByProgram's arguments. */
export const tasksByProgramArgsSchema = z.object({
  programId: idSchema,
  status: z.enum(taskStatuses).nullish(),
  assigneeId: idSchema.nullish(),
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
});

/** programUserDocuments' arguments. */
export const programUserDocumentsArgsSchema = z.object({
  programId: idSchema,
  userId: idSchema,
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
});
