import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { idSchema } from './forms';

/** completeReminder, dismissReminder and reopenReminder's input: one of the caller's action items. */
export const reminderInputSchema = z.strictObject({ id: idSchema });

/** reminders(page, size, cursor, closed): all optional; without `closed` the open ones. */
export const remindersArgsSchema = z.object({
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
  closed: z.boolean().nullish(),
});
