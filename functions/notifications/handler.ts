import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import {
  createNotificationTemplate,
  deleteNotificationTemplate,
  notificationTemplate,
  notificationTemplates,
  updateNotificationTemplate,
} from './resolvers/notification-templates';
import { outbox } from './resolvers/outbox';
import { previewNotification } from './resolvers/preview';
import { observability } from './telemetry';

/** The notifications function: a template's notification templates, their preview, and the local outbox. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('notificationTemplates', (args, { event }) => notificationTemplates(callerOf(event), args));
  app.onQuery('notificationTemplate', (args, { event }) => notificationTemplate(callerOf(event), args));
  app.onQuery('previewNotification', (args, { event }) => previewNotification(callerOf(event), args));
  app.onQuery('outbox', (args, { event }) => outbox(callerOf(event), args));
  app.onMutation('createNotificationTemplate', (args, { event }) => createNotificationTemplate(callerOf(event), args));
  app.onMutation('updateNotificationTemplate', (args, { event }) => updateNotificationTemplate(callerOf(event), args));
  app.onMutation('deleteNotificationTemplate', (args, { event }) => deleteNotificationTemplate(callerOf(event), args));
});
