import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import {
  createNotificationTemplateInputSchema,
  deleteNotificationTemplateInputSchema,
  updateNotificationTemplateInputSchema,
} from '../../../schema/src/notifications/inputs';
import type { NotificationTemplateRecord } from '../../data/entities';
import {
  deleteNotificationTemplate as deleteRecord,
  findNotificationTemplate,
  insertNotificationTemplate,
  listNotificationTemplates,
  StaleNotification,
  updateNotificationTemplate as updateRecord,
} from '../../data/notifications-repository';
import type { Caller } from '../../shared/caller';
import { conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { authoredNotification, authoredTemplate } from '../notification-access';
import { notificationTemplateView } from '../notification-view';
import { metrics } from '../telemetry';

/** CONFLICT carrying the current notification (or NOT_FOUND when it is gone). */
async function stale(id: string) {
  const current = await findNotificationTemplate(id, true);
  if (!current) return notFound('Notification template', id);
  return conflict(`Notification ${id} was changed by someone else: review the current one and try again.`, {
    current: notificationTemplateView(current),
  });
}

/** notificationTemplates: a template group's notifications, for its authors. */
export async function notificationTemplates(caller: Caller, args: unknown) {
  const { templateId } = parseInput(z.object({ templateId: idSchema }), args);
  const header = await authoredTemplate(caller, templateId);
  return (await listNotificationTemplates(header.groupId)).map(notificationTemplateView);
}

/** notificationTemplate: one notification, for the authors of its template. */
export async function notificationTemplate(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  return notificationTemplateView(await authoredNotification(caller, id));
}

/** createNotificationTemplate: one conditional put, version 1. */
export async function createNotificationTemplate(caller: Caller, args: { input?: unknown }) {
  const { templateId, notification } = parseInput(createNotificationTemplateInputSchema, args.input);
  const header = await authoredTemplate(caller, templateId);
  const now = new Date().toISOString();
  const record: NotificationTemplateRecord = { ...notification, id: randomUUID(), templateGroupId: header.groupId, version: 1, createdAt: now, updatedAt: now };
  await insertNotificationTemplate(record);
  metrics.addMetric('NotificationTemplatesCreated', MetricUnit.Count, 1);
  return notificationTemplateView(record);
}

/** updateNotificationTemplate: replaces the content in one write conditioned on the version. */
export async function updateNotificationTemplate(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion, notification } = parseInput(updateNotificationTemplateInputSchema, args.input);
  const current = await authoredNotification(caller, id);
  if (current.version !== expectedVersion) throw await stale(id);
  try {
    return notificationTemplateView(await updateRecord(id, expectedVersion, { ...notification, updatedAt: new Date().toISOString() }));
  } catch (error) {
    if (error instanceof StaleNotification) throw await stale(id);
    throw error;
  }
}

/** deleteNotificationTemplate: one conditional delete (on its version, when given). */
export async function deleteNotificationTemplate(caller: Caller, args: { input?: unknown }) {
  const { id, expectedVersion } = parseInput(deleteNotificationTemplateInputSchema, args.input);
  const current = await authoredNotification(caller, id);
  if (expectedVersion != null && current.version !== expectedVersion) throw await stale(id);
  try {
    await deleteRecord(id, expectedVersion ?? undefined);
  } catch (error) {
    if (error instanceof StaleNotification) throw await stale(id);
    throw error;
  }
  return { id };
}
