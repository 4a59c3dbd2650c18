import { useToast } from '@/components/toast/toast-context';
import { useCallback, useState } from 'react';
import { useAddTableRow } from '../api/add-table-row';
import { useRemoveTableRow } from '../api/remove-table-row';
import { useAnswerLocation } from './answer-scope';
import { useFormAnswers, useStoredResponse } from './form-answers';

/** A new row's id, made on the client so the row can be focused as soon as it lands. */
export function newRowId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The rows of a table (or the instances of a repeatable section) at the current location, and adding or
 * removing one. `justAdded` names the row added last, so it can take the focus.
 */
export function useTableRows(containerId: string) {
  const answers = useFormAnswers();
  const location = useAnswerLocation();
  const { showToast } = useToast();
  const [addRow, added] = useAddTableRow();
  const [removeRow, removed] = useRemoveTableRow();
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const response = useStoredResponse(containerId, location);
  const rowIds = response?.__typename === 'TableResponse' ? response.rowIds : [];
  const input = useCallback(
    (rowId: string) => ({
      formId: answers.formId,
      questionId: containerId,
      location: location ? { parentId: location.parentId ?? null, rowId: location.rowId ?? null } : null,
      rowId,
    }),
    [answers.formId, containerId, location],
  );

  const add = useCallback(async () => {
    const rowId = newRowId();
    try {
      await addRow({ variables: { input: input(rowId) } });
      setJustAdded(rowId);
    } catch {
      showToast('The row could not be added. Try again.', { variant: 'error' });
    }
  }, [addRow, showToast, input]);

  const remove = useCallback(
    async (rowId: string) => {
      try {
        await removeRow({ variables: { input: input(rowId) } });
      } catch {
        showToast('The row could not be removed. Try again.', { variant: 'error' });
      }
    },
    [showToast, input, removeRow],
  );

  return { rowIds, add, remove, justAdded, busy: added.loading || removed.loading };
}
