import type { NotificationTemplateRecord } from '../data/entities';

/** A stored notification template as the API answers it. */
export function notificationTemplateView(record: NotificationTemplateRecord) {
  const { createdAt: _createdAt, updatedAt, ...rest } = record;
  return {
    ...rest,
    from: record.from ?? null,
    replyTo: record.replyTo ?? null,
    description: record.description ?? null,
    lastUpdated: updatedAt,
  };
}
