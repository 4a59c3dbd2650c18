import { useMutation } from '@apollo/client/react';
import { UpdateQuestionSummaryDocument } from './update-question-summary.generated';

/** Points a question summary at another question (one write); the template is fetched again. */
export function useUpdateQuestionSummaryMutation() {
  return useMutation(UpdateQuestionSummaryDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
