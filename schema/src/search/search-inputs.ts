import { z } from 'zod';
import { campusCodeSchema } from '../inputs/campus-code';
import { idSchema } from '../inputs/forms';
import { cursorArgSchema } from '../paging/list-cursor';
import { libraryFilterOperators } from './library-filters';

/** A people search starts at this many characters (spec: user search). */
export const minSearchTermLength = 2;

/** Pause after the last keystroke before a search field asks the server (spec: 300 ms debounce). */
export const searchDebounceMs = 300;

/** The most results a search answers (the address search answers fewer). */
export const maxSearchResults = 25;

/** The most addresses an address search answers. */
export const maxAddressResults = 10;

const campusCode = campusCodeSchema;
const term = z.string().trim().max(100, 'A search term is at most 100 characters');

/** The categories the search query answers: the search question's (SearchCategory in templates.graphql). */
export const searchCategories = ['BUILDING', 'CAMPUS', 'DEPARTMENT', 'PERSON', 'ROOM'] as const;
export type SearchCategory = (typeof searchCategories)[number];

/**
 * The search query's arguments as a whole: its category, before the category's own rules (a campus code for all
 * but CAMPUS, 2 characters for PERSON) are checked by that category's schema below.
 */
export const searchArgsSchema = z
  .object({
    category: z.enum(searchCategories, { message: `A search category is one of ${searchCategories.join(', ')}` }),
    searchTerm: term,
    campusCode: z.string().nullish(),
  })
  .refine((args) => args.category === 'CAMPUS' || Boolean(args.campusCode?.trim()), {
    message: 'A campus code is required for this search',
    path: ['campusCode'],
  });

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

export const searchAddressArgsSchema = z.object({
  text: z.string().trim().min(minSearchTermLength, `Type at least ${minSearchTermLength} characters to search`).max(200, 'An address search is at most 200 characters'),
});

/** Whether any of the texts contains the term, ignoring case and surrounding spaces (an empty term matches all). */
export function containsTerm(texts: ReadonlyArray<string | null | undefined>, searchTerm: string): boolean {
  const wanted = searchTerm.trim().toLowerCase();
  return texts.some((text) => (text ?? '').toLowerCase().includes(wanted));
}

/** The page sizes of the building and room directories. */
export const directoryPageSizes = [25, 50, 100] as const;

const optionalTerm = term.nullish().transform((value) => value ?? '');
const pageSize = z.number().int().nullish();

export const buildingsArgsSchema = z.object({ campusCode, searchTerm: optionalTerm, size: pageSize, cursor: cursorArgSchema });

export const roomsArgsSchema = z.object({
  campusCode,
  // Building codes are capitals (campus config): any case finds the building.
  buildingCode: z.string().trim().min(1, 'A building code is required').max(16).transform((code) => code.toUpperCase()),
  floor: z.string().trim().min(1).max(40).nullish(),
  searchTerm: optionalTerm,
  size: pageSize,
  cursor: cursorArgSchema,
});

