import { z } from 'zod';
import { idSchema } from '../inputs/forms';
import { libraryFilterOperators } from './library-filters';

/** A people search starts at this many characters (spec: user search). */
export const minSearchTermLength = 2;

/** Pause after the last keystroke before a search field asks the server (spec: 300 ms debounce). */
export const searchDebounceMs = 300;

/** The most results a search answers (the address search answers fewer). */
export const maxSearchResults = 25;

/** The most addresses an address search answers. */
export const maxAddressResults = 10;

const campusCode = z
  .string()
  .trim()
  .min(1, 'A campus code is required')
  .max(8, 'A campus code is at most 8 characters')
  .regex(/^[0-9A-Za-z]+$/, 'A campus code is letters and digits');
const term = z.string().trim().max(100, 'A search term is at most 100 characters');

export const searchPeopleArgsSchema = z.object({
  searchTerm: term.min(minSearchTermLength, `Type at least ${minSearchTermLength} characters to search`),
  campusCode,
});

export const searchCampusesArgsSchema = z.object({ searchTerm: term });

export const searchPlacesArgsSchema = z.object({ searchTerm: term, campusCode });

export const libraryFilterSchema = z.object({
  field: z.string().trim().min(1, 'A filter field is required').max(100),
  operator: z.enum(libraryFilterOperators, { message: `A filter operator is one of ${libraryFilterOperators.join(', ')}` }),
  value: z.string().max(500),
});

export const searchLibraryItemsArgsSchema = z.object({
  schemaId: idSchema,
  searchTerm: term,
  filters: z.array(libraryFilterSchema).max(20, 'At most 20 filters').nullish().transform((filters) => filters ?? []),
});

export const searchDocumentsArgsSchema = z.object({
  searchTerm: term,
  templateGroupIds: z.array(idSchema).min(1, 'At least one template group is required').max(20, 'At most 20 template groups'),
  programId: idSchema.nullish(),
  statuses: z.array(z.string().trim().min(1).max(64)).max(50).nullish().transform((statuses) => statuses ?? []),
});

export const searchAddressesArgsSchema = z.object({
  text: z.string().trim().min(minSearchTermLength, `Type at least ${minSearchTermLength} characters to search`).max(200, 'An address search is at most 200 characters'),
});

/** Whether any of the texts contains the term, ignoring case and surrounding spaces (an empty term matches all). */
export function containsTerm(texts: ReadonlyArray<string | null | undefined>, searchTerm: string): boolean {
  const wanted = searchTerm.trim().toLowerCase();
  return texts.some((text) => (text ?? '').toLowerCase().includes(wanted));
}
