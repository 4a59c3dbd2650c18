import { useToast } from '@/components/toast/toast-context';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCodes, errorDetails } from '@/lib/errors/error-codes';
import { templatePath } from '@/lib/paths';
import { useOptionalFormValidation } from '../../hooks/form-validation';
import { useCopyForm, useDeleteForm, useRunFormAction, type FormActionItem } from './use-form-actions';

// The server's own words help the user only where they can act on them (the questions left, a status that moved).
const explained = new Set(['BAD_USER_INPUT', 'CONFLICT']);

/** Whether the server refused for the form's answers: the page's error summary lists them, not the toast. */
function refusedForAnswers(error: unknown): boolean {
  return Boolean(errorDetails(error, 'BAD_USER_INPUT')?.answers?.length);
}

function failureText(action: FormActionItem, error: unknown): string {
  const code = errorCodes(error)[0];
  const detail = code && explained.has(code) && !refusedForAnswers(error) && error instanceof Error ? error.message : '';
  return detail ? `${action.toast.errorMessage} ${detail}` : action.toast.errorMessage;
}

/**
 * How an action ended, for the focus: `moved` when the form stayed on screen in a new status, `left` when the
 * action opened another page, `refused` when the answers must be fixed first, `failed` otherwise.
 */
export type ActionOutcome = { kind: 'moved'; status: string } | { kind: 'left' } | { kind: 'refused' } | { kind: 'failed' };

/**
 * Runs a form's actions: copy opens the copy, delete goes to the template page, the others run through
 * updateFormByAction on the status the page shows. Each ends with the action's success or error toast; a
 * refusal for the form's answers also shows them in the page's error summary. `run` says how it ended.
 */
export function useActionRunner(form: { id: string; status: string }, formPath: (formId: string) => string) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [runAction] = useRunFormAction(form.id);
  const [copyForm] = useCopyForm();
  const [deleteForm] = useDeleteForm();
  const [running, setRunning] = useState<string | null>(null);
  const validation = useOptionalFormValidation();

  /** Runs the action: the page to open next, or the form's new status when it stays. */
  async function perform(action: FormActionItem): Promise<{ goTo: string | null; status: string }> {
    const input = { formId: form.id };
    if (action.id === 'copy') {
      const { data } = await copyForm({ variables: { input } });
      return { goTo: data?.copyForm ? formPath(data.copyForm.id) : null, status: form.status };
    }
    if (action.id === 'delete') {
      const { data } = await deleteForm({ variables: { input } });
      return { goTo: data?.deleteForm ? templatePath(data.deleteForm.templateGroupId) : null, status: form.status };
    }
    const { data } = await runAction({ variables: { input: { ...input, actionId: action.id, expectedStatus: form.status } } });
    return { goTo: null, status: data?.updateFormByAction?.status ?? form.status };
  }

  async function run(action: FormActionItem): Promise<ActionOutcome> {
    setRunning(action.id);
    try {
      const { goTo, status } = await perform(action);
      showToast(action.toast.successMessage, { variant: 'success' });
      if (!goTo) return { kind: 'moved', status };
      await navigate(goTo);
      return { kind: 'left' };
    } catch (error) {
      showToast(failureText(action, error), { variant: 'error' });
      // Refused for its answers: the page marks them and lists them at the top until they are fixed.
      if (!refusedForAnswers(error)) return { kind: 'failed' };
      validation?.show();
      return { kind: 'refused' };
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
