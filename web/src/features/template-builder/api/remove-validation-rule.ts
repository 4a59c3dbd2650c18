import { useMutation } from '@apollo/client/react';
import { RemoveValidationRuleDocument } from '@/gql/graphql';

/** Removes a validation rule of a date or date range question (one write); the template is fetched again. */
export function useRemoveValidationRuleMutation() {
  return useMutation(RemoveValidationRuleDocument, { refetchQueries: ['BuilderTemplate'], awaitRefetchQueries: true });
}
