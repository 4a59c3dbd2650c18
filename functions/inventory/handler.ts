import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { inventoryItemsByUser, storesByUser } from './resolvers/inventory-queries';
import { addInventoryContainer, adjustInventoryContainer, disposeInventoryContainer, moveInventoryContainer } from './resolvers/container-changes';
import { hasAccessToInventory, inventory, inventoryContainerHistory, inventoryContainers } from './resolvers/inventory-containers';
import { completeReminder, dismissReminder, reminders, reopenReminderOf } from './resolvers/reminders';
import { observability } from './telemetry';

/** The inventory function: action items (listed, completed, dismissed, reopened), stores, the user's workspace, and inventories' containers. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('reminders', (args, { event }) => reminders(callerOf(event), args));
  app.onQuery('storesByUser', (args, { event }) => storesByUser(callerOf(event), args));
  app.onQuery('inventoryItemsByUser', (args, { event }) => inventoryItemsByUser(callerOf(event), args));
  app.onMutation('completeReminder', (args, { event }) => completeReminder(callerOf(event), args));
  app.onMutation('dismissReminder', (args, { event }) => dismissReminder(callerOf(event), args));
  app.onMutation('reopenReminder', (args, { event }) => reopenReminderOf(callerOf(event), args));
  app.onQuery('inventory', (args, { event }) => inventory(callerOf(event), args));
  app.onQuery('inventoryContainers', (args, { event }) => inventoryContainers(callerOf(event), args));
  app.onQuery('inventoryContainerHistory', (args, { event }) => inventoryContainerHistory(callerOf(event), args));
  app.onQuery('hasAccessToInventory', (args, { event }) => hasAccessToInventory(callerOf(event), args));
  app.onMutation('addInventoryContainer', (args, { event }) => addInventoryContainer(callerOf(event), args));
  app.onMutation('moveInventoryContainer', (args, { event }) => moveInventoryContainer(callerOf(event), args));
  app.onMutation('adjustInventoryContainer', (args, { event }) => adjustInventoryContainer(callerOf(event), args));
  app.onMutation('disposeInventoryContainer', (args, { event }) => disposeInventoryContainer(callerOf(event), args));
});
