import { useQuery } from '@apollo/client/react';
import { ProgramTemplateFormsDocument } from './program-template-forms.generated';

/** One page of the forms started from a template group, newest first, opened by its cursor. */
export function useProgramTemplateForms(groupId: string, paging: { page: number; size: number; cursor: string | null }) {
  // A form started here is listed on the way back: ask the network each visit.
  return useQuery(ProgramTemplateFormsDocument, {
    variables: { groupId, page: paging.page, size: paging.size, cursor: paging.cursor },
    fetchPolicy: 'cache-and-network',
  });
}
