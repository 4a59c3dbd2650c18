import { useMutation } from '@apollo/client/react';
import { UpdateOptionResponseDocument } from './update-option-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves the whole selection of an option question. */
export function useUpdateOptionResponse() {
  return useMutation(UpdateOptionResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateOptionResponse) });
}
