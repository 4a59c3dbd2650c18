import { useQuery } from '@apollo/client/react';
import { ProgramAreaDocument } from './program-area.generated';

/** A program's name and its latest published templates. */
export function useProgramArea(programId: string) {
  return useQuery(ProgramAreaDocument, { variables: { programId } });
}
