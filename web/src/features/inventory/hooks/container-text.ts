import type { InventoryContainerFieldsFragment } from '@/gql/graphql';

/** A container as the inventory's screens show it. */
export type ContainerRow = InventoryContainerFieldsFragment;

/** "4 L", "2.5 kg": the quantity in its unit. */
export const quantityText = (container: Pick<ContainerRow, 'quantity' | 'unit'>) => `${container.quantity} ${container.unit}`;

/** "Chemistry Hall, floor 2, room 204" (the history's words for a place). */
export const locationText = (location: ContainerRow['location']) =>
  [location.building, location.floor ? `floor ${location.floor}` : null, `room ${location.room}`].filter(Boolean).join(', ');

/** The units a quantity may be in (the server's list, schema/src/inventory/container-model.ts). */
export { containerUnits } from '@schema/inventory/container-model';

/** What the history calls each field a change changed (the table's column names). */
export const fieldWords: Record<string, string> = { chemical: 'Chemical', quantity: 'Quantity', location: 'Location', barcode: 'Container ID', status: 'Status' };

/** What each kind of change is called in the history. */
export const changeWords: Record<string, string> = { ADDED: 'Added', MOVED: 'Moved', ADJUSTED: 'Adjusted', DISPOSED: 'Disposed' };

/** A quantity typed in a field: a number of 0 or more, or null with why not. */
export function parsedQuantity(text: string): { value: number | null; problem: string | null } {
  if (!text.trim()) return { value: null, problem: 'Enter the quantity' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { value: null, problem: 'Enter a number' };
  if (value < 0) return { value: null, problem: 'The quantity cannot be negative' };
  return { value, problem: null };
}
