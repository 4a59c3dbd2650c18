import { passesFilters } from '../../../schema/src/search/library-filters';
import { containsTerm, maxSearchResults, searchLibraryItemsArgsSchema } from '../../../schema/src/search/search-inputs';
import { assertAllowed } from '../../authz/checks';
import { findLibrary, listLibraryItems } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

/**
 * The library search of a form: items of a data library the caller may view whose name contains the term and
 * whose fields pass every filter, by name. Fields go out as JSON text (AWSJSON).
 */
export async function searchLibraryItems(caller: Caller, args: unknown) {
  const { schemaId, searchTerm, filters } = parseInput(searchLibraryItemsArgsSchema, args);
  if (!(await findLibrary(schemaId))) throw notFound('Library', schemaId);
  await assertAllowed(caller, 'viewer', `library:${schemaId}`, { message: 'You do not have permission to view this library.' });
  const items = await listLibraryItems(schemaId);
  return items
    .filter((item) => containsTerm([item.name], searchTerm) && passesFilters(item.fields, filters))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, maxSearchResults)
    .map(({ id, name, fields }) => ({ id, name, fields: JSON.stringify(fields) }));
}
