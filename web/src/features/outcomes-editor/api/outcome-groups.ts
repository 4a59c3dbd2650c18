import { useQuery } from '@apollo/client/react';
import { OutcomesEditorGroupsDocument } from './outcome-groups.generated';

/** The outcome groups of a template version, oldest first. */
export function useOutcomeGroups(templateId: string) {
  return useQuery(OutcomesEditorGroupsDocument, { variables: { templateId } });
}
