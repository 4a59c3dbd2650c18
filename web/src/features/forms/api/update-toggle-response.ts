import { useMutation } from '@apollo/client/react';
import { UpdateToggleResponseDocument } from './update-toggle-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one toggle answer. */
export function useUpdateToggleResponse() {
  return useMutation(UpdateToggleResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateToggleResponse) });
}
