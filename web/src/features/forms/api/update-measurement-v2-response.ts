import { useMutation } from '@apollo/client/react';
import { UpdateMeasurementV2ResponseDocument } from './update-measurement-v2-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves the values (each with its unit) of a measurement question. */
export function useUpdateMeasurementV2Response() {
  return useMutation(UpdateMeasurementV2ResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateMeasurementV2Response) });
}
