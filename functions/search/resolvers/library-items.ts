import { titleFieldOf } from '../../../schema/src/libraries/library-model';
import { passesFilters } from '../../../schema/src/search/library-filters';
import { containsTerm, maxSearchResults, searchLibraryItemsArgsSchema } from '../../../schema/src/search/search-inputs';
import { assertAllowed } from '../../authz/checks';
import { findLibrary, listLibraryItems } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

/**
 * The library search of a form: items of a published data library the caller may view whose name contains the
 * term and whose values pass every filter, by name. A library in DRAFT offers no items yet (its fields may still
 * change). Fields go out as JSON text (AWSJSON), without the title field (it is the item's name).
 */
export async function searchLibraryItems(caller: Caller, args: unknown) {
  const { schemaId, searchTerm, filters } = parseInput(searchLibraryItemsArgsSchema, args);
  const library = await findLibrary(schemaId);
  if (!library || library.deletingAt) throw notFound('Library', schemaId);
  if (library.status === 'DRAFT') return [];
  await assertAllowed(caller, 'viewer', `library:${schemaId}`, { message: 'You do not have permission to view this library.' });
  const title = titleFieldOf(library)?.fieldName;
  const items = await listLibraryItems(schemaId);
  return items
    .filter((item) => containsTerm([item.name], searchTerm) && passesFilters(item.values, filters))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, maxSearchResults)
    .map(({ id, name, values }) => {
      const { [title ?? '']: _title, ...fields } = values;
      return { id, name, fields: JSON.stringify(fields) };
    });
}
