import { z } from 'zod';
import { campusCodeSchema } from './campus-code';
import { idSchema } from './forms';
import { defaultProgramSort, programSortFields } from '../organization/program-list';

const campusCode = campusCodeSchema;

/** The program list's filter: a domain of the campus and a feature key; an omitted rule keeps every program. */
const programFilterSchema = z.strictObject({
  domainId: idSchema.nullish(),
  feature: z.string().trim().max(100, 'A feature is at most 100 characters').nullish(),
});

/** The program list's sort: a column and a direction; omitted, by name A to Z. */
const programSortSchema = z.strictObject({
  field: z.enum(programSortFields),
  direction: z.enum(['asc', 'desc']),
});

/**
 * The studio campus screen's programs table: a name search, a filter, a sort, a page (1 on) and a size (25, 50
 * or 100).
 */
export const searchProgramsInputSchema = z.object({
  campusCode,
  search: z.string().trim().max(200).nullish().transform((search) => search ?? ''),
  filter: programFilterSchema.nullish().transform((filter) => filter ?? {}),
  sort: programSortSchema.nullish().transform((sort) => sort ?? defaultProgramSort),
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
});

/** The New Program side panel. */
export const createProgramInputSchema = z.object({
  campusCode,
  domainId: idSchema,
  name: z.string().trim().min(1, 'A program name is required').max(200, 'A program name is at most 200 characters'),
  description: z.string().trim().max(2000, 'A description is at most 2,000 characters').nullish(),
});

/** The key of a name unique per campus (programs, tags) whatever its case and spacing. */
export const campusNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a program's name matches a search (case-insensitive substring; an empty search matches all). */
export const programMatches = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase());

/** A new tag of a campus's templates. */
export const createTagInputSchema = z.object({
  campusCode,
  name: z.string().trim().min(1, 'A tag name is required').max(64, 'A tag name is at most 64 characters'),
});
export const tagsArgsSchema = z.object({ campusCode });
