import { skipToken, useQuery } from '@apollo/client/react';
import { SubformTemplatesByProgramDocument } from './subform-templates.generated';

/** The latest published subform templates of a program, for a subform element's template picker. */
export function useSubformTemplates(programId: string | null | undefined) {
  return useQuery(SubformTemplatesByProgramDocument, programId ? { variables: { programId } } : skipToken);
}
