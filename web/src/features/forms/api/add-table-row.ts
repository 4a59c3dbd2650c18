import { useMutation } from '@apollo/client/react';
import { AddTableRowDocument } from './add-table-row.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Adds a row to a table or an instance to a repeatable section. */
export function useAddTableRow() {
  return useMutation(AddTableRowDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.addTableRow) });
}
