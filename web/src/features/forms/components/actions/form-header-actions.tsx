import type { ReactNode } from 'react';
import type { SubjectNames } from '@/components/form-subject';
import { FormHeader } from '../form-header';
import { FormActionsBar } from './form-actions-bar';
import { FormName } from './form-name';
import { useAvailableActions } from './use-form-actions';

/** A form's header with what the caller may do: its action buttons and, where allowed, an editable name. */
export function ActionableFormHeader({
  form,
  closeTo,
  formPath,
  aside,
}: {
  form: { id: string; name: string; autoId: string | null; status: string; lastSaved: string; subject?: SubjectNames | null };
  closeTo: string;
  formPath: (formId: string) => string;
  /** Shown beside Close (the form's Comments button). */
  aside?: ReactNode;
}) {
  const { actions, renameable } = useAvailableActions(form.id);
  return (
    <FormHeader
      name={form.name}
      title={<FormName key={form.name} formId={form.id} name={form.name} renameable={renameable} />}
      autoId={form.autoId}
      status={form.status}
      lastSaved={form.lastSaved}
      subject={form.subject}
      closeTo={closeTo}
      aside={aside}
      actions={actions.length ? <FormActionsBar form={form} actions={actions} formPath={formPath} /> : null}
    />
  );
}
