import { useMutation } from '@apollo/client/react';
import { UpdateValidationRuleDocument } from './update-validation-rule.generated';

/** Changes a validation rule of a date or date range question (one write of the question); the template is fetched again. */
export function useUpdateValidationRuleMutation() {
  return useMutation(UpdateValidationRuleDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
