import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddInventoryContainerDocument,
  AdjustInventoryContainerDocument,
  ChemicalItemsDocument,
  ChemicalLibrariesDocument,
  DisposeInventoryContainerDocument,
  InventoryContainerHistoryDocument,
  InventoryContainersDocument,
  ManagedInventoryDocument,
  MoveInventoryContainerDocument,
} from './inventory.generated';

/** The inventory and whether the caller may change it. */
export const useInventory = (id: string) => useQuery(ManagedInventoryDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** One page of the inventory's containers. */
export const useInventoryContainers = (variables: { inventoryId: string; search: string | null; disposed: boolean; size: number; cursor: string | null }) =>
  useQuery(InventoryContainersDocument, { variables, fetchPolicy: 'cache-and-network' });

/** A container's history, newest first; skipped while no container is chosen. */
export const useContainerHistory = (inventoryId: string, containerId: string | null) =>
  useQuery(InventoryContainerHistoryDocument, { variables: { inventoryId, containerId: containerId ?? '' }, skip: !containerId, fetchPolicy: 'network-only' });

/** The published chemical and pesticide libraries a container's chemical comes from. */
export const useChemicalLibraries = () => {
  const chemical = useQuery(ChemicalLibrariesDocument, { variables: { libraryType: 'CHEMICAL' } });
  const pesticide = useQuery(ChemicalLibrariesDocument, { variables: { libraryType: 'PESTICIDE' } });
  const libraries = [...(chemical.data?.searchLibrariesV2.results ?? []), ...(pesticide.data?.searchLibrariesV2.results ?? [])];
  return { libraries, loading: chemical.loading || pesticide.loading };
};

/** A chemical library's items whose name or a word of it starts with the term (the search library questions use). */
export const useChemicalItems = (schemaId: string | null, searchTerm: string) =>
  useQuery(ChemicalItemsDocument, { variables: { schemaId: schemaId ?? '', searchTerm }, skip: !schemaId });

/** The lists and counts a change makes stale: the containers' pages and the inventory's counter. */
const refetchQueries = ['InventoryContainers', 'ManagedInventory'];

export const useAddContainer = () => useMutation(AddInventoryContainerDocument, { refetchQueries });
export const useMoveContainer = () => useMutation(MoveInventoryContainerDocument, { refetchQueries });
export const useAdjustContainer = () => useMutation(AdjustInventoryContainerDocument, { refetchQueries });
export const useDisposeContainer = () => useMutation(DisposeInventoryContainerDocument, { refetchQueries });
