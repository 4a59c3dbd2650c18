import type { DataMapperRecord, LibraryRecord } from '../data/entities';
import { findUser } from '../data/people-repository';

/** A stored mapper as the API answers it: the library's name as it is now, the grantor as a person. */
export async function dataMapperView(record: DataMapperRecord, library: Pick<LibraryRecord, 'objectName'> | undefined) {
  const grantor = record.grantedBy ? await findUser(record.grantedBy) : undefined;
  return {
    ...record,
    libraryName: library?.objectName ?? record.libraryId,
    grantedBy: record.grantedBy
      ? { userId: record.grantedBy, firstName: grantor?.firstName ?? null, lastName: grantor?.lastName ?? null, email: grantor?.email ?? null, campusCode: grantor?.campusCode ?? null }
      : null,
  };
}
