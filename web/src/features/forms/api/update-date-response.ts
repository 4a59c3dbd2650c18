import { useMutation } from '@apollo/client/react';
import { UpdateDateResponseDocument } from './update-date-response.generated';
import { mergeSavedForm } from './saved-form-cache';

/** Saves one date answer (yyyy-MM-dd, or an ISO date-time when the question includes the time). */
export function useUpdateDateResponse() {
  return useMutation(UpdateDateResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateDateResponse) });
}
