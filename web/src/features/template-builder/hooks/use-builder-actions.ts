import { useToast } from '@/components/toast/toast-context';
import { useMoveElementsMutation } from '../api/move-elements';
import { useRemoveElementMutation } from '../api/remove-element';
import { useStartDraftMutation } from '../api/start-draft';
import { useUpdateTemplateMutation } from '../api/update-template';
import type { OutlineRow } from './builder-tree';

/** The builder's template-level actions: rename, start a draft, move and remove elements, each with its error text. */
export function useBuilderActions(templateId: string, reload: () => Promise<unknown>) {
  const { showToast } = useToast();
  const [updateTemplate, rename] = useUpdateTemplateMutation();
  const [startDraft, draft] = useStartDraftMutation();
  const [moveElements, move] = useMoveElementsMutation();
  const [removeElement, removal] = useRemoveElementMutation();
  const fail = (text: string) => showToast(text, { variant: 'error' });
  return {
    busy: rename.loading || draft.loading || move.loading || removal.loading,
    rename: async (name: string, expectedRevision: number) => {
      try {
        await updateTemplate({ variables: { input: { templateId, expectedRevision, name } } });
      } catch {
        fail('The name could not be saved: the template may have been changed elsewhere. Showing the latest.');
        await reload();
      }
    },
    startDraft: async (templateGroupId: string) => {
      try {
        const result = await startDraft({ variables: { input: { templateGroupId } } });
        return result.data?.startDraft.id ?? null;
      } catch {
        fail('The draft could not be started. Please try again.');
        return null;
      }
    },
    move: async (row: OutlineRow, direction: -1 | 1) => {
      // After the sibling two places up (or first), or after the next sibling.
      const afterId = direction === -1 ? (row.siblings[row.index - 2]?.id ?? null) : (row.siblings[row.index + 1]?.id ?? null);
      try {
        await moveElements({ variables: { input: { templateId, moves: [{ elementId: row.node.id, parentId: row.parentId, afterId }] } } });
      } catch {
        fail('The element could not be moved. Please try again.');
      }
    },
    /** Puts an element (or page) under `parentId` after `afterId` (null: first); true when it was moved. */
    moveTo: async (nodeId: string, parentId: string, afterId: string | null) => {
      try {
        await moveElements({ variables: { input: { templateId, moves: [{ elementId: nodeId, parentId, afterId }] } } });
        return true;
      } catch {
        fail('The element could not be moved. Please try again.');
        return false;
      }
    },
    remove: async (row: OutlineRow) => {
      try {
        await removeElement({ variables: { input: { templateId, elementId: row.node.id, expectedVersion: row.node.version } } });
        return true;
      } catch {
        fail('The element could not be removed: it may have been changed elsewhere.');
        await reload();
        return false;
      }
    },
  };
}
