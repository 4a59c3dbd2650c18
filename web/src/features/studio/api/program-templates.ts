import { useQuery } from '@apollo/client/react';
import { ProgramTemplatesDocument } from './program-templates.generated';

/** The templates of a program (latest version of each group), for the program menu and overview. */
export function useProgramTemplates(programId: string | null) {
  return useQuery(ProgramTemplatesDocument, { variables: { programId: programId ?? '' }, skip: programId === null });
}
