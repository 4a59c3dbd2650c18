import { useMutation } from '@apollo/client/react';
import { ProgramStartFormDocument } from '@/gql/graphql';

/** Starts a form from a template version. */
export function useProgramStartFormMutation() {
  return useMutation(ProgramStartFormDocument);
}
