import { data, type Maker } from './fresh-support';

const addMutation = 'mutation ($input: AddInventoryContainerInput!) { addInventoryContainer(input: $input) { id version } }';

/** A container of its own in the demo lab inventory, added by global.admin (a campus 01 admin), at version 1. */
const ownContainer: Maker = async (admin) => {
  const added = await data<{ addInventoryContainer: { id: string } }>(admin, addMutation, {
    inventoryId: 'inv-01-chem-lab',
    libraryId: 'lib-chemical-inventory',
    itemId: 'chem-methanol',
    quantity: 1,
    unit: 'L',
    location: { building: 'Chemistry Hall', floor: '2', room: '204' },
  });
  return { 'input.inventoryId': 'inv-01-chem-lab', 'input.containerId': added.addInventoryContainer.id, 'input.expectedVersion': 1 };
};

/** Inventory rows (issue 16): each change gets a container of its own, so a version check never meets another call's write. */
export const freshInventory: Record<string, Maker> = {
  moveInventoryContainer: async (admin, fx) => ({ ...(await ownContainer(admin, fx)), 'input.location': { building: 'Chemistry Hall', room: '210' } }),
  adjustInventoryContainer: async (admin, fx) => ({ ...(await ownContainer(admin, fx)), 'input.quantity': 0.5 }),
  disposeInventoryContainer: ownContainer,
};
