import { useMutation } from '@apollo/client/react';
import { UpdateDateRangeResponseDocument } from './update-date-range-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one date range answer. */
export function useUpdateDateRangeResponse() {
  return useMutation(UpdateDateRangeResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateDateRangeResponse) });
}
