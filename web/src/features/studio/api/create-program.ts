import { useMutation } from '@apollo/client/react';
import { CreateProgramDocument } from './create-program.generated';

/** The studio campus screen's New Program; the programs table is fetched again. */
export function useCreateProgramMutation() {
  return useMutation(CreateProgramDocument, { refetchQueries: ['SearchPrograms'] });
}
