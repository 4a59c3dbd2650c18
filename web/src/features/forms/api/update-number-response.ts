import { useMutation } from '@apollo/client/react';
import { UpdateNumberResponseDocument } from './update-number-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one number answer (null clears it). */
export function useUpdateNumberResponse() {
  return useMutation(UpdateNumberResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateNumberResponse) });
}
