import { useMutation } from '@apollo/client/react';
import { RemoveValidationRuleDocument } from './remove-validation-rule.generated';

/** Removes a validation rule of a date or date range question (one write); the template is fetched again. */
export function useRemoveValidationRuleMutation() {
  return useMutation(RemoveValidationRuleDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
