import { skipToken, useQuery } from '@apollo/client/react';
import { ProgramRoleChoicesDocument } from './program-role-choices.generated';

/**
 * The roles of a program, as picker choices: what a person search's answer may give. Empty when the template has
 * no program or the author may not read its roles (the server refuses to let them name one anyway).
 */
export function useProgramRoleChoices(programId: string | null | undefined) {
  const { data } = useQuery(ProgramRoleChoicesDocument, programId ? { variables: { programId } } : skipToken);
  return (data?.programRoles ?? []).map((role) => ({ id: role.id, label: role.name }));
}
