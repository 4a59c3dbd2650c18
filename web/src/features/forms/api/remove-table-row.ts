import { useMutation } from '@apollo/client/react';
import { RemoveTableRowDocument } from './remove-table-row.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Removes a row of a table or an instance of a repeatable section; its answers stay stored. */
export function useRemoveTableRow() {
  return useMutation(RemoveTableRowDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.removeTableRow) });
}
