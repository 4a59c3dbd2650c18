import { useQuery } from '@apollo/client/react';
import { ProgramAdminCheckDocument } from './program-admin-check.generated';

/** Whether the signed-in user administers the program, once the engine has answered (`known`), and any failure. */
export function useProgramAdminCheck(programId: string) {
  const { data, error } = useQuery(ProgramAdminCheckDocument, { variables: { object: `program:${programId}` } });
  return { isAdmin: data?.check ?? false, known: data !== undefined || error !== undefined, error };
}

/** Whether the signed-in user administers the program (false until known, and on failure). */
export function useIsProgramAdmin(programId: string): boolean {
  return useProgramAdminCheck(programId).isAdmin;
}
