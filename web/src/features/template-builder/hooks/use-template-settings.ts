import { useToast } from '@/components/toast/toast-context';
import type { UpdateTemplateInput } from '@/gql/graphql';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useUpdateTemplateMutation } from '../api/update-template';

export type TemplateSettingsChange = Omit<UpdateTemplateInput, 'templateId' | 'expectedRevision'>;

/**
 * Saves one change of a draft's settings at the revision the author saw; a CONFLICT or a refusal says so in plain
 * words and shows the settings as stored.
 */
export function useTemplateSettings(templateId: string, revision: number, reload: () => Promise<unknown>) {
  const { showToast } = useToast();
  const [updateTemplate, { loading }] = useUpdateTemplateMutation();
  const save = async (change: TemplateSettingsChange) => {
    try {
      await updateTemplate({ variables: { input: { templateId, expectedRevision: revision, ...change } } });
    } catch (error) {
      const message = hasErrorCode(error, 'CONFLICT')
        ? 'The settings were changed elsewhere. Showing the latest; please make your change again.'
        : hasErrorCode(error, 'BAD_USER_INPUT') && error instanceof Error
          ? `Not saved: ${error.message}`
          : 'The settings could not be saved. Please try again.';
      showToast(message, { variant: 'error' });
      await reload().catch(() => undefined);
      return false;
    }
    // Saved: show the settings as stored now (a failed refresh leaves the saved values on screen).
    await reload().catch(() => undefined);
    return true;
  };
  return { save, saving: loading };
}
