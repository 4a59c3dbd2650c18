import { useMutation, useQuery } from '@apollo/client/react';
import { DataMapperConfigDocument } from './data-mapper-config.generated';
import { MapperLibrariesDocument, MapperLibraryFieldsDocument } from './mapper-libraries.generated';
import { MapperTemplateDocument } from './mapper-template.generated';
import { SaveDataMapperConfigDocument } from './save-data-mapper-config.generated';

/** The template's questions, for the mapper's pickers. */
export const useMapperTemplate = (templateId: string) => useQuery(MapperTemplateDocument, { variables: { id: templateId } });

/** The template group's saved mapper (null when none). */
export const useDataMapperConfig = (templateId: string) => useQuery(DataMapperConfigDocument, { variables: { templateId }, fetchPolicy: 'cache-and-network' });

/** The published libraries to map to. */
export const useMapperLibraries = () => useQuery(MapperLibrariesDocument);

/** One library's fields (skipped until a library is chosen). */
export const useMapperLibraryFields = (libraryId: string) => useQuery(MapperLibraryFieldsDocument, { variables: { id: libraryId }, skip: libraryId === '' });

/**
 * Saves the mapper at its version; the saved one replaces the query's answer in the cache (CONFLICT when someone
 * saved first).
 */
export function useSaveDataMapperConfig(templateId: string) {
  return useMutation(SaveDataMapperConfigDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: DataMapperConfigDocument, variables: { templateId }, data: { dataMapperConfig: data.saveDataMapperConfig } });
    },
  });
}
