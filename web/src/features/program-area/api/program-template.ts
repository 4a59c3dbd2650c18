import { useQuery } from '@apollo/client/react';
import { ProgramTemplateDocument } from './program-template.generated';

/** The latest published version of a template group, as the program template page shows it. */
export function useProgramTemplate(groupId: string) {
  return useQuery(ProgramTemplateDocument, { variables: { groupId } });
}
