import { z } from 'zod';

/**
 * The arguments of userDocuments: a page and a page size, both optional. Out-of-range values are not
 * refused but normalised by the paging rule (page 1 or later, size 25, 50 or 100, else 25).
 */
export const userDocumentsArgsSchema = z.object({
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
});

/** recentDocuments and awayTemplate take no arguments. */
export const noArgsSchema = z.object({}).strict();
