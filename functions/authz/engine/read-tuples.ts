import { authzError } from './errors';
import type { Page, ReadFilter, ReadResult, TupleStore } from './types';

/** OpenFGA's Read page size by default. */
export const defaultReadPageSize = 50;
/** OpenFGA's largest Read page. */
export const maxReadPageSize = 100;

/**
 * OpenFGA's rules for Read's filter: no filter reads everything; otherwise the object's type is required
 * (`document:1` or `document:` for the whole type), and a bare type needs a user.
 */
export function validateReadFilter(filter: ReadFilter): void {
  if (!filter.user && !filter.relation && !filter.object) return;
  const object = filter.object ?? '';
  const colon = object.indexOf(':');
  const type = colon < 0 ? object : object.slice(0, colon);
  const id = colon < 0 ? '' : object.slice(colon + 1);
  if (!type || (!id && !filter.user)) {
    throw authzError(
      'validation_error',
      "the 'tuple_key' field was provided but the object type field is required and both the object id and user cannot be empty",
    );
  }
}

/** Read: the filter validated, the page size bounded, then the store's filtered, paged read. */
export function readTuples(store: TupleStore, filter: ReadFilter, page: Page = {}): Promise<ReadResult> {
  validateReadFilter(filter);
  const pageSize = page.pageSize ?? defaultReadPageSize;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxReadPageSize) {
    throw authzError('validation_error', `page size must be between 1 and ${maxReadPageSize}`);
  }
  return store.read(filter, { ...page, pageSize });
}
