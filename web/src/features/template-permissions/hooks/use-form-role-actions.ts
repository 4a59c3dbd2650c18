import { useState } from 'react';
import { useAddFormRoleMutation } from '../api/add-form-role';
import { useRemoveFormRoleMutation } from '../api/remove-form-role';
import { useUpdateFormRoleMutation } from '../api/update-form-role';
import { saveErrorMessage } from './save-error-message';
import type { SaveState } from './use-save-queue';

/** Adds, renames and removes a draft's form roles at its revision; a failure reloads the template. */
export function useFormRoleActions(template: { id: string; revision: number }, reload: () => Promise<unknown>) {
  const [add] = useAddFormRoleMutation();
  const [update] = useUpdateFormRoleMutation();
  const [remove] = useRemoveFormRoleMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const target = { templateId: template.id, expectedRevision: template.revision };

  const run = async (save: () => Promise<unknown>) => {
    setState({ kind: 'saving' });
    try {
      await save();
      setState({ kind: 'saved' });
      return true;
    } catch (error) {
      setState({ kind: 'failed', message: saveErrorMessage(error) });
      await reload().catch(() => undefined);
      return false;
    }
  };
  return {
    state,
    add: (name: string) => run(() => add({ variables: { input: { ...target, role: { name } } } })),
    rename: (id: string, name: string) => run(() => update({ variables: { input: { ...target, id, name } } })),
    remove: (id: string) => run(() => remove({ variables: { input: { ...target, id } } })),
  };
}
