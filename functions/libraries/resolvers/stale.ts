import { findLibrary } from '../../data/library-repository';
import { findLibraryItem } from '../../data/library-items-repository';
import { conflict, notFound } from '../../shared/errors';

/** CONFLICT carrying the library as it is now (NOT_FOUND when it is gone). */
export async function staleLibrary(id: string) {
  const current = await findLibrary(id, true);
  if (!current || current.deletingAt) return notFound('Library', id);
  return conflict(`Library ${id} was changed by someone else: review the current one and try again.`, { current });
}

/** CONFLICT carrying the item as it is now (NOT_FOUND when it is gone). */
export async function staleItem(libraryId: string, itemId: string) {
  const current = await findLibraryItem(libraryId, itemId, true);
  if (!current) return notFound('Item', itemId);
  return conflict(`Item ${itemId} was changed by someone else: review the current one and try again.`, { current });
}
