import { useMutation, useQuery } from '@apollo/client/react';
import type { FormAvailableActionsQuery } from '@/gql/graphql';
import { CopyFormDocument, DeleteFormDocument, FormAvailableActionsDocument, RenameFormDocument, RunFormActionDocument } from './form-actions.generated';

/** One action the form offers the caller now. */
export type FormActionItem = FormAvailableActionsQuery['availableActions'][number];

/**
 * The actions the caller may run on a form now, whether they may change its answers (`readOnly` once the server
 * says they may not; editable until it answers) and whether the form may be renamed (only while editable).
 */
export function useAvailableActions(formId: string) {
  const { data, error } = useQuery(FormAvailableActionsDocument, { variables: { formId } });
  const readOnly = data?.form?.canEdit === false;
  return {
    actions: error ? [] : (data?.availableActions ?? []),
    readOnly,
    renameable: !readOnly && (data?.form?.template.renameableForms ?? false),
  };
}

const refetchActions = (formId: string) => [{ query: FormAvailableActionsDocument, variables: { formId } }];

/**
 * Runs an action (submit and the template's own): the form's new status, status history and workflow state land
 * in the cache; the actions (and whether the form may still be changed) refetch.
 */
export function useRunFormAction(formId: string) {
  return useMutation(RunFormActionDocument, { refetchQueries: refetchActions(formId), awaitRefetchQueries: true });
}

export function useCopyForm() {
  return useMutation(CopyFormDocument);
}

/** Deletes a form and forgets it, so no list shows it again. */
export function useDeleteForm() {
  return useMutation(DeleteFormDocument, {
    update(cache, { data }) {
      if (!data?.deleteForm) return;
      cache.evict({ id: cache.identify({ __typename: 'Form', id: data.deleteForm.id }) });
      cache.evict({ fieldName: 'documentsByTemplateGroup' });
      cache.gc();
    },
  });
}

/** Renames a form; its name and last-saved time change in the cache. */
export function useRenameForm() {
  return useMutation(RenameFormDocument, {
    update(cache, { data }) {
      const renamed = data?.updateFormName;
      if (!renamed) return;
      cache.modify({
        id: cache.identify({ __typename: 'Form', id: renamed.id }),
        fields: { name: () => renamed.name, lastSaved: () => renamed.lastSaved },
      });
    },
  });
}
