import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';

/**
 * The arguments of userDocuments: a page, a page size and the cursor, all optional. Out-of-range page and size
 * values are not refused but normalised by the paging rule (page 1 or later, size 25, 50 or 100, else 25).
 */
export const userDocumentsArgsSchema = z.object({
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
  cursor: cursorArgSchema,
});

/** recentDocuments and awayTemplate take no arguments. */
export const noArgsSchema = z.object({}).strict();
