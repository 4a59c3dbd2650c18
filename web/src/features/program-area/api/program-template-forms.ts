import { useQuery } from '@apollo/client/react';
import { ProgramTemplateFormsDocument } from './program-template-forms.generated';

/** One page of the forms started from a template group, newest first. */
export function useProgramTemplateForms(groupId: string, page: number, size: number) {
  // A form started here is listed on the way back: ask the network each visit.
  return useQuery(ProgramTemplateFormsDocument, { variables: { groupId, page, size }, fetchPolicy: 'cache-and-network' });
}
