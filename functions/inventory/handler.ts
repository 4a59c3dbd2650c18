import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { inventoryItemsByUser, reminders, storesByUser } from './resolvers/inventory-queries';
import { observability } from './telemetry';

/** The inventory function: action items, stores and the user's workspace. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('reminders', (args, { event }) => reminders(callerOf(event), args));
  app.onQuery('storesByUser', (_args, { event }) => storesByUser(callerOf(event)));
  app.onQuery('inventoryItemsByUser', (args, { event }) => inventoryItemsByUser(callerOf(event), args));
});
