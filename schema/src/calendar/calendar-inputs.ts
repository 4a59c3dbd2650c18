import { z } from 'zod';
import { idSchema } from '../inputs/forms';
import { cursorArgSchema } from '../paging/list-cursor';
import { calendarEntryKinds } from './calendar-entry';

/** The longest window one calendar request may ask for. */
export const maxCalendarDays = 366;
/** The page sizes of the calendar (default the first). */
export const calendarPageSizes = [50, 100, 200] as const;
/** At most this many firings answer one dry run (then `truncated` says more would fire). */
export const dryRunEntryCap = 500;
/** How far ahead a dry run may move the clock. */
export const maxDryRunDays = 366;

const dayMs = 24 * 60 * 60 * 1000;
const isoDateTime = z.iso.datetime({ offset: true }).transform((text) => new Date(text).toISOString());

/** complianceCalendar's arguments: a window of at most {@link maxCalendarDays}, kinds to keep, a page. */
export const complianceCalendarArgsSchema = z
  .object({
    programId: idSchema,
    from: isoDateTime,
    to: isoDateTime,
    kinds: z.array(z.enum(calendarEntryKinds)).max(calendarEntryKinds.length).nullish(),
    limit: z.number().int().nullish(),
    cursor: cursorArgSchema,
  })
  .superRefine((args, context) => {
    const span = Date.parse(args.to) - Date.parse(args.from);
    if (span < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'The end of the window comes before its start' });
    if (span > maxCalendarDays * dayMs) context.addIssue({ code: 'custom', path: ['to'], message: `A calendar window is at most ${maxCalendarDays} days` });
  })
  .transform((args) => ({
    ...args,
    kinds: args.kinds?.length ? [...new Set(args.kinds)] : [...calendarEntryKinds],
    limit: calendarPageSizes.includes(args.limit as never) ? (args.limit as number) : calendarPageSizes[0],
  }));
export type ComplianceCalendarArgs = z.infer<typeof complianceCalendarArgsSchema>;

/** calendarDryRun's arguments: the program and the moment the clock moves to (after `now`, within a year). */
export const calendarDryRunArgsSchema = (now: Date) =>
  z
    .object({ programId: idSchema, at: isoDateTime })
    .superRefine((args, context) => {
      const ahead = Date.parse(args.at) - now.getTime();
      if (ahead <= 0) context.addIssue({ code: 'custom', path: ['at'], message: 'Pick a moment after now' });
      if (ahead > maxDryRunDays * dayMs) context.addIssue({ code: 'custom', path: ['at'], message: `A dry run looks at most ${maxDryRunDays} days ahead` });
    });
