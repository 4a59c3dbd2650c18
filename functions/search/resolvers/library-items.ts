import { formFieldsOf } from '../../../schema/src/libraries/library-model';
import { passesFilters } from '../../../schema/src/search/library-filters';
import { maxSearchResults, searchLibraryItemsArgsSchema } from '../../../schema/src/search/search-inputs';
import { assertAllowed } from '../../authz/checks';
import { searchItemsByName } from '../../data/library-item-search';
import { findLibrary } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { logger } from '../telemetry';

/**
 * The library search of a form: items of a published data library the caller may view whose name, or one of its
 * words, starts with the term and whose values pass every filter; at most 25, by name (names starting with the
 * term win a place first). Bounded at any library size (library-item-search.ts). A library in DRAFT offers no
 * items yet (its fields may still change). Fields go out as JSON text (AWSJSON), without the title field (it is
 * the item's name).
 */
export async function searchLibraryItems(caller: Caller, args: unknown) {
  const { schemaId, searchTerm, filters } = parseInput(searchLibraryItemsArgsSchema, args);
  const library = await findLibrary(schemaId);
  if (!library || library.deletingAt) throw notFound('Library', schemaId);
  if (library.status === 'DRAFT') return [];
  await assertAllowed(caller, 'viewer', `library:${schemaId}`, { message: 'You do not have permission to view this library.' });
  const found = await searchItemsByName(schemaId, {
    term: searchTerm,
    want: maxSearchResults,
    ...(filters.length ? { accept: (item) => passesFilters(item.values, filters) } : {}),
  });
  // A filter that keeps few items with a short term spends the budget: how often that happens says whether it fits.
  if (!found.complete) logger.info('Library search spent its read budget', { schemaId, termLength: searchTerm.length, filters: filters.length, found: found.items.length });
  return found.items
    .slice(0, maxSearchResults)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name, values }) => ({ id, name, fields: JSON.stringify(formFieldsOf(library, values)) }));
}
