import { useState } from 'react';
import { errorsWithCode } from '@/lib/errors/error-codes';
import { useUpdateElementMutation } from '../api/update-element';

/** What the property panel says when another author changed the element first. */
export const conflictMessage = 'Someone else changed this element. Showing their version.';

/** What the property panel says when a save failed for another reason. */
export const saveFailedMessage = 'The change could not be saved. Please try again.';

/**
 * Saves fields of one element at its version. On CONFLICT the builder fetches the template again, so the panel
 * shows the other author's version (details.current), and says so.
 */
export function useSaveElement(templateId: string, reload: () => Promise<unknown>) {
  const [update, { loading }] = useUpdateElementMutation();
  const [notice, setNotice] = useState<{ kind: 'conflict' | 'failed'; elementId: string } | null>(null);
  const save = async (elementId: string, version: number, changes: Record<string, unknown>) => {
    setNotice(null);
    try {
      await update({ variables: { input: { templateId, elementId, expectedVersion: version, changes: JSON.stringify(changes) } } });
      return true;
    } catch (error) {
      const conflict = errorsWithCode(error, 'CONFLICT').length > 0;
      setNotice({ kind: conflict ? 'conflict' : 'failed', elementId });
      if (conflict) await reload();
      return false;
    }
  };
  return { save, saving: loading, notice, clearNotice: () => setNotice(null) };
}
