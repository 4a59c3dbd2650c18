import { useQuery } from '@apollo/client/react';
import { AssignableTemplatesDocument } from './assignable-templates.generated';

/** The program's latest published templates, to start a task's form from. */
export function useAssignableTemplates(programId: string) {
  return useQuery(AssignableTemplatesDocument, { variables: { programId } });
}
