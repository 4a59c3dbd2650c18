import { useQuery } from '@apollo/client/react';
import { FormSummaryPagesDocument } from './form-summary-pages.generated';

/** The summary pages of a form's template, with their question summaries. */
export function useFormSummaryPages(formId: string) {
  return useQuery(FormSummaryPagesDocument, { variables: { id: formId } });
}
