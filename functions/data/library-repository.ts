import { libraryEntity, libraryItemEntity, type LibraryItemRecord, type LibraryRecord } from './entities';
import { getRecord, queryRecords } from './store';

/** How many items of a library are read for one search. */
const itemScanLimit = 1000;

/** A data library's schema by id. */
export const findLibrary = (id: string) => getRecord(libraryEntity, libraryEntity.key({ id } as LibraryRecord));

/** A library's items (up to a thousand), in id order. */
export async function listLibraryItems(schemaId: string): Promise<LibraryItemRecord[]> {
  const page = await queryRecords(libraryItemEntity, { pk: `LIBRARY#${schemaId}`, skBeginsWith: 'ITEM#', limit: itemScanLimit });
  return page.items;
}
