import { useMutation } from '@apollo/client/react';
import { OutcomesEditorGroupsDocument } from './outcome-groups.generated';
import { OutcomesEditorRemoveOutcomeGroupDocument } from './remove-outcome-group.generated';

/** Removes an outcome group with its outcomes; it leaves the tab's list in the cache. */
export function useRemoveOutcomeGroupMutation(templateId: string) {
  return useMutation(OutcomesEditorRemoveOutcomeGroupDocument, {
    update(cache, { data }) {
      const removed = data?.removeOutcomeGroup;
      if (!removed) return;
      cache.updateQuery({ query: OutcomesEditorGroupsDocument, variables: { templateId } }, (current) =>
        current ? { outcomeGroupsByTemplate: current.outcomeGroupsByTemplate.filter((group) => group.id !== removed.groupId) } : current,
      );
    },
  });
}
