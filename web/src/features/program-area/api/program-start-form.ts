import { useMutation } from '@apollo/client/react';
import { ProgramStartFormDocument } from './program-start-form.generated';

/** Starts a form from a template version. */
export function useProgramStartFormMutation() {
  return useMutation(ProgramStartFormDocument);
}
