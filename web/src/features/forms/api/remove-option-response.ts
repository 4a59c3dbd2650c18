import { useMutation } from '@apollo/client/react';
import { RemoveOptionResponseDocument } from './remove-option-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Clears an option question's selection. */
export function useRemoveOptionResponse() {
  return useMutation(RemoveOptionResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.removeOptionResponse) });
}
