import { useMutation } from '@apollo/client/react';
import { UpdateTextResponseDocument } from './update-text-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one text answer. */
export function useUpdateTextResponse() {
  return useMutation(UpdateTextResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateTextResponse) });
}
