import { useDraftEditRunner } from '@/lib/drafts/use-draft-edit-runner';
import { useAddFormRoleMutation } from '../api/add-form-role';
import { useRemoveFormRoleMutation } from '../api/remove-form-role';
import { useUpdateFormRoleMutation } from '../api/update-form-role';
import { saveErrorMessage } from './save-error-message';

/** Adds, renames and removes a draft's form roles at its revision; a failure reloads the template. */
export function useFormRoleActions(template: { id: string; revision: number }, reload: () => Promise<unknown>) {
  const [add] = useAddFormRoleMutation();
  const [update] = useUpdateFormRoleMutation();
  const [remove] = useRemoveFormRoleMutation();
  const { state, run } = useDraftEditRunner(reload, saveErrorMessage);
  const target = { templateId: template.id, expectedRevision: template.revision };

  return {
    state,
    add: (name: string) => run(() => add({ variables: { input: { ...target, role: { name } } } })),
    rename: (id: string, name: string) => run(() => update({ variables: { input: { ...target, id, name } } })),
    remove: (id: string) => run(() => remove({ variables: { input: { ...target, id } } })),
  };
}
