import { useQuery } from '@apollo/client/react';
import { ProgramAdminCheckDocument } from './program-admin-check.generated';

/** Whether the signed-in user administers the program (false until known, and on failure). */
export function useIsProgramAdmin(programId: string): boolean {
  const { data } = useQuery(ProgramAdminCheckDocument, { variables: { object: `program:${programId}` } });
  return data?.check ?? false;
}
