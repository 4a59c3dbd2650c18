import { useMutation } from '@apollo/client/react';
import { UpdateMapResponseDocument } from './update-map-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one map answer (latitude and longitude). */
export function useUpdateMapResponse() {
  return useMutation(UpdateMapResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateMapResponse) });
}
