import { useState } from 'react';
import { useUpdateAllowCommentsMutation } from '../api/update-allow-comments';
import { saveErrorMessage } from './save-error-message';
import type { SaveState } from './use-save-queue';

/** The draft's "Allow comments on forms" switch: saved with updateTemplate at the template's revision. */
export function useAllowComments(template: { id: string; revision: number; allowComments: boolean }, reload: () => Promise<unknown>) {
  const [update] = useUpdateAllowCommentsMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [asked, setAsked] = useState<boolean | null>(null);
  const set = async (allowComments: boolean) => {
    setAsked(allowComments);
    setState({ kind: 'saving' });
    try {
      await update({ variables: { input: { templateId: template.id, expectedRevision: template.revision, allowComments } } });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: saveErrorMessage(error) });
      await reload().catch(() => undefined);
    } finally {
      setAsked(null);
    }
  };
  return { checked: asked ?? template.allowComments, set, state };
}
