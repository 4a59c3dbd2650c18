import { useMutation, useQuery } from '@apollo/client/react';
import type { SearchLibrariesInput } from '@/gql/graphql';
import { CanCreateLibraryDocument } from './can-create-library.generated';
import {
  CreateLibraryItemDocument,
  DeleteLibraryItemDocument,
  LibraryItemDetailDocument,
  UpdateLibraryItemDocument,
} from './library-items.generated';
import { LibraryItemsPageDocument, SearchLibraryListDocument } from './library-lists.generated';
import {
  AddLibraryFieldDocument,
  CreateLibrarySchemaDocument,
  DeleteLibraryFieldDocument,
  DeleteLibrarySchemaDocument,
  FetchLibrarySchemaDocument,
  LibraryTypesDocument,
  PublishLibrarySchemaDocument,
  ReorderLibraryFieldsDocument,
  UpdateLibraryFieldDocument,
  UpdateLibrarySchemaDocument,
} from './library-schema.generated';

/** A library's schema and what the caller may do with it. */
export const useLibrarySchema = (id: string) => useQuery(FetchLibrarySchemaDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** The chemical library types and their words. */
export const useLibraryTypes = () => useQuery(LibraryTypesDocument);

/** One page of the library list. */
export const useLibraryList = (input: SearchLibrariesInput) => useQuery(SearchLibraryListDocument, { variables: { input }, fetchPolicy: 'cache-and-network' });

/** One page of a library's items. */
export const useLibraryItemsPage = (variables: { libraryId: string; searchTerm: string | null; limit: number; cursor: string | null }) =>
  useQuery(LibraryItemsPageDocument, { variables, fetchPolicy: 'cache-and-network' });

/** One item; skipped for a new one. */
export const useLibraryItem = (libraryId: string, itemId: string | null) =>
  useQuery(LibraryItemDetailDocument, { variables: { libraryId, itemId: itemId ?? '' }, skip: itemId === null, fetchPolicy: 'cache-and-network' });

export const useCreateLibrary = () => useMutation(CreateLibrarySchemaDocument);
export const useUpdateLibrary = () => useMutation(UpdateLibrarySchemaDocument);
export const usePublishLibrary = () => useMutation(PublishLibrarySchemaDocument);
export const useDeleteLibrary = () => useMutation(DeleteLibrarySchemaDocument);
export const useAddLibraryField = () => useMutation(AddLibraryFieldDocument);
export const useUpdateLibraryField = () => useMutation(UpdateLibraryFieldDocument);
export const useDeleteLibraryField = () => useMutation(DeleteLibraryFieldDocument);
export const useReorderLibraryFields = () => useMutation(ReorderLibraryFieldsDocument);
export const useCreateLibraryItem = () => useMutation(CreateLibraryItemDocument);
export const useUpdateLibraryItem = () => useMutation(UpdateLibraryItemDocument);
export const useDeleteLibraryItem = () => useMutation(DeleteLibraryItemDocument);

/** Whether the signed-in user may create libraries (can_create_library on global): New Library shows only then. */
export const useCanCreateLibrary = () => useQuery(CanCreateLibraryDocument);
