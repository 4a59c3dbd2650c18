import { useState } from 'react';
import { errorsWithCode } from '@/lib/errors/error-codes';
import { useUpdateElementMutation } from '../api/update-element';

/** What the property panel says when another author changed the element first. */
export const conflictMessage = 'Someone else changed this element. Showing their version.';

/** What the property panel says when a save failed for another reason. */
export const saveFailedMessage = 'The change could not be saved. Please try again.';

/**
 * Saves fields of one element at its version. On CONFLICT the builder fetches the template again, so the panel
 * shows the other author's version (details.current), and says so. `attempt` runs any other one-write edit of
 * an element (an option, a condition, a rule) with the same notices.
 */
export function useSaveElement(templateId: string, reload: () => Promise<unknown>) {
  const [update, { loading }] = useUpdateElementMutation();
  const [notice, setNotice] = useState<{ kind: 'conflict' | 'failed'; elementId: string } | null>(null);
  const attempt = async (elementId: string, write: () => Promise<unknown>) => {
    setNotice(null);
    try {
      await write();
      return true;
    } catch (error) {
      const conflict = errorsWithCode(error, 'CONFLICT').length > 0;
      setNotice({ kind: conflict ? 'conflict' : 'failed', elementId });
      if (conflict) await reload();
      return false;
    }
  };
  const save = (elementId: string, version: number, changes: Record<string, unknown>) =>
    attempt(elementId, () => update({ variables: { input: { templateId, elementId, expectedVersion: version, changes: JSON.stringify(changes) } } }));
  return { save, attempt, saving: loading, notice, clearNotice: () => setNotice(null) };
}
