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
 * Runs a form's actions: copy opens the copy, delete goes to the template page, the others run through
 * updateFormByAction on the status the page shows. Each ends with the action's success or error toast; a
 * refusal for the form's answers also shows them in the page's error summary.
 */
export function useActionRunner(form: { id: string; status: string }, formPath: (formId: string) => string) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [runAction] = useRunFormAction(form.id);
  const [copyForm] = useCopyForm();
  const [deleteForm] = useDeleteForm();
  const [running, setRunning] = useState<string | null>(null);
  const validation = useOptionalFormValidation();

  async function perform(action: FormActionItem): Promise<string | null> {
    const input = { formId: form.id };
    if (action.id === 'copy') {
      const { data } = await copyForm({ variables: { input } });
      return data?.copyForm ? formPath(data.copyForm.id) : null;
    }
    if (action.id === 'delete') {
      const { data } = await deleteForm({ variables: { input } });
      return data?.deleteForm ? templatePath(data.deleteForm.templateGroupId) : null;
    }
    await runAction({ variables: { input: { ...input, actionId: action.id, expectedStatus: form.status } } });
    return null;
  }

  async function run(action: FormActionItem): Promise<boolean> {
    setRunning(action.id);
    try {
      const goTo = await perform(action);
      showToast(action.toast.successMessage, { variant: 'success' });
      if (goTo) await navigate(goTo);
      return true;
    } catch (error) {
      showToast(failureText(action, error), { variant: 'error' });
      // Refused for its answers: the page marks them and lists them at the top until they are fixed.
      if (refusedForAnswers(error)) validation?.show();
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
