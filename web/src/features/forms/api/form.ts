import { useQuery } from '@apollo/client/react';
import { FormDocument } from './form.generated';

/** A form with its template's pages and its answers. */
export function useFormQuery(formId: string) {
  return useQuery(FormDocument, { variables: { id: formId } });
}
