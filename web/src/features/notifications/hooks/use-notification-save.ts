import { useState } from 'react';
import type { NotificationEditorFieldsFragment } from '@/gql/graphql';
import { conflictCurrent, hasErrorCode } from '@/lib/errors/error-codes';
import { useCreateNotificationTemplate } from '../api/create-notification-template';
import { useUpdateNotificationTemplate } from '../api/update-notification-template';
import { inputOf, type NotificationDraft } from './notification-draft';

/** What a save ended with: saved (the stored notification), a conflict (the newer one) or an error message. */
export type SaveOutcome =
  | { kind: 'saved'; notification: NotificationEditorFieldsFragment }
  | { kind: 'conflict'; current: NotificationEditorFieldsFragment | undefined }
  | { kind: 'error'; message: string };

/** Saves a draft: creates it, or updates the stored one at its version (CONFLICT when someone saved first). */
export function useNotificationSave(templateId: string) {
  const [create] = useCreateNotificationTemplate(templateId);
  const [update] = useUpdateNotificationTemplate();
  const [saving, setSaving] = useState(false);
  const save = async (draft: NotificationDraft, stored: { id: string; version: number } | undefined): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const notification = inputOf(draft);
      if (!stored) {
        const { data } = await create({ variables: { input: { templateId, notification } } });
        return { kind: 'saved', notification: data!.createNotificationTemplate };
      }
      const { data } = await update({ variables: { input: { id: stored.id, expectedVersion: stored.version, notification } } });
      return { kind: 'saved', notification: data!.updateNotificationTemplate };
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        return { kind: 'conflict', current: conflictCurrent<NotificationEditorFieldsFragment>(error) ?? undefined };
      }
      return { kind: 'error', message: error instanceof Error ? error.message : 'The notification could not be saved.' };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
