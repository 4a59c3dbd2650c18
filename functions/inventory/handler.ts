import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { inventoryItemsByUser, storesByUser } from './resolvers/inventory-queries';
import { completeReminder, dismissReminder, reminders, reopenReminderOf } from './resolvers/reminders';
import { observability } from './telemetry';

/** The inventory function: action items (listed, completed, dismissed, reopened), stores and the user's workspace. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('reminders', (args, { event }) => reminders(callerOf(event), args));
  app.onQuery('storesByUser', (_args, { event }) => storesByUser(callerOf(event)));
  app.onQuery('inventoryItemsByUser', (args, { event }) => inventoryItemsByUser(callerOf(event), args));
  app.onMutation('completeReminder', (args, { event }) => completeReminder(callerOf(event), args));
  app.onMutation('dismissReminder', (args, { event }) => dismissReminder(callerOf(event), args));
  app.onMutation('reopenReminder', (args, { event }) => reopenReminderOf(callerOf(event), args));
});
