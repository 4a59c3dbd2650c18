import { useQuery } from '@apollo/client/react';
import { FormCommentSummaryDocument } from './form-comment-summary.generated';

/** The form's comment facts for its header: comments on or off, may the caller comment, how many. */
export function useFormCommentSummary(formId: string) {
  return useQuery(FormCommentSummaryDocument, { variables: { formId } });
}
