import { useMutation } from '@apollo/client/react';
import { UpdateMeasurementResponseDocument } from './update-measurement-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one measurement answer (a value and its unit). */
export function useUpdateMeasurementResponse() {
  return useMutation(UpdateMeasurementResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateMeasurementResponse) });
}
