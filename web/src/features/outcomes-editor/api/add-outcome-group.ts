import { useMutation } from '@apollo/client/react';
import { OutcomesEditorAddOutcomeGroupDocument } from './add-outcome-group.generated';
import { OutcomesEditorGroupsDocument } from './outcome-groups.generated';

/** Adds an outcome group to a draft; the new group joins the end of the tab's list in the cache. */
export function useAddOutcomeGroupMutation(templateId: string) {
  return useMutation(OutcomesEditorAddOutcomeGroupDocument, {
    update(cache, { data }) {
      const added = data?.addOutcomeGroup;
      if (!added) return;
      cache.updateQuery({ query: OutcomesEditorGroupsDocument, variables: { templateId } }, (current) =>
        current ? { outcomeGroupsByTemplate: [...current.outcomeGroupsByTemplate.filter((group) => group.id !== added.id), added] } : current,
      );
    },
  });
}
