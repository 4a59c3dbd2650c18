import { useToast } from '@/components/toast/toast-context';
import { useNavigate } from 'react-router-dom';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { formPath } from '@/lib/paths';
import { useStartFormMutation } from '../api/start-form';

/** The toast shown when starting a form gives no form back. */
export const startFormFailedMessage = 'Failed to start form.';

/** Starts a form from a template version and opens it; toasts "Failed to start form." when nothing comes back. */
export function useStartForm() {
  const [startForm, { loading }] = useStartFormMutation();
  const formV2 = useFeatureFlag('rollout-form-v2');
  const navigate = useNavigate();
  const { showToast } = useToast();

  async function start(templateId: string): Promise<void> {
    const result = await startForm({ variables: { input: { templateId } } }).catch(() => null);
    const formId = result?.data?.startForm?.id;
    if (!formId) {
      showToast(startFormFailedMessage, { variant: 'error' });
      return;
    }
    navigate(formPath(formId, { v2: formV2.enabled }));
  }

  return { start, starting: loading };
}
