import { useMutation } from '@apollo/client/react';
import { AddValidationRuleDocument } from './add-validation-rule.generated';

/** Adds a validation rule to a date or date range question (one write); the template is fetched again. */
export function useAddValidationRuleMutation() {
  return useMutation(AddValidationRuleDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
