import type { ApiClient } from '../support/local-api';

// Given/when steps of the notification tests: each is one operation an author or a reader performs.

export interface NotificationAnswer {
  id: string;
  templateGroupId: string;
  templateName: string;
  kind: string;
  severity: string;
  subject: string;
  body: string;
  toRecipients: string[];
  toOwner: boolean;
  roles: { to: { roles: string[] } };
  version: number;
}

const fields = 'id templateGroupId templateName kind severity subject body toRecipients toOwner roles { to { roles } } version';

export const createNotification = (client: ApiClient, templateId: string, notification: Record<string, unknown>) =>
  client.graphql<{ createNotificationTemplate: NotificationAnswer }>(
    `mutation Create($input: CreateNotificationTemplateInput!) { createNotificationTemplate(input: $input) { ${fields} } }`,
    { input: { templateId, notification } },
  );

export const updateNotification = (client: ApiClient, id: string, expectedVersion: number, notification: Record<string, unknown>) =>
  client.graphql<{ updateNotificationTemplate: NotificationAnswer }>(
    `mutation Update($input: UpdateNotificationTemplateInput!) { updateNotificationTemplate(input: $input) { ${fields} } }`,
    { input: { id, expectedVersion, notification } },
  );

export const deleteNotification = (client: ApiClient, id: string, expectedVersion?: number) =>
  client.graphql<{ deleteNotificationTemplate: { id: string } }>(
    'mutation Delete($input: DeleteNotificationTemplateInput!) { deleteNotificationTemplate(input: $input) { id } }',
    { input: { id, ...(expectedVersion ? { expectedVersion } : {}) } },
  );

export const notificationsOf = (client: ApiClient, templateId: string) =>
  client.graphql<{ notificationTemplates: NotificationAnswer[] }>(`query List($templateId: ID!) { notificationTemplates(templateId: $templateId) { ${fields} } }`, { templateId });

export const previewNotification = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ previewNotification: { subject: string; body: string; problems: Array<{ field: string; placeholder: string }> } }>(
    'query Preview($input: PreviewNotificationInput!) { previewNotification(input: $input) { subject body problems { field placeholder } } }',
    { input },
  );

export const readOutbox = (client: ApiClient) =>
  client.graphql<{ outbox: { docs: Array<{ to: string[]; cc: string[]; subject: string; body: string; severity: string; formId: string }>; meta: { total: number } } }>(
    'query { outbox(page: 1, size: 10) { docs { to cc subject body severity formId } meta { total } } }',
  );

export const remindersOf = (client: ApiClient) =>
  client.graphql<{ reminders: { docs: Array<{ id: string; formAutoId: string | null; details: { title: string; description: string | null; link: string | null } }> } }>(
    'query { reminders(page: 1, size: 100) { docs { id formAutoId details { title description link } } } }',
  );
