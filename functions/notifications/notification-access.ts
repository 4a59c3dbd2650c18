import type { TemplateHeaderRecord } from '../data/entities';
import { findNotificationTemplate } from '../data/notifications-repository';
import { findTemplateHeader } from '../data/templates-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';
import { assertCanEdit } from '../templates/template-access';

/**
 * Notifications belong to a template group and are authored by whoever may edit the template (can_edit on
 * the group: its authors, program and campus admins), in any status: they are not versioned with the questions.
 */
export async function authoredTemplate(caller: Caller, templateId: string): Promise<TemplateHeaderRecord> {
  const header = await findTemplateHeader(templateId, true);
  if (!header) throw notFound('Template', templateId);
  await assertCanEdit(caller, header.groupId);
  return header;
}

/** A notification template the caller may author (NOT_FOUND, FORBIDDEN). */
export async function authoredNotification(caller: Caller, id: string) {
  const record = await findNotificationTemplate(id, true);
  if (!record) throw notFound('Notification template', id);
  await assertCanEdit(caller, record.templateGroupId);
  return record;
}
