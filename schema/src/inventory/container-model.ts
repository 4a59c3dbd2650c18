/**
 * Inventory containers: the record's shape and the four changes as pure functions (docs/decisions.md, inv16).
 * Each change answers the container's next state and the history entry describing it; the caller writes both.
 */

/** The units a container's quantity may be in: volume, mass, and "each" for counted items. */
export const containerUnits = ['mL', 'L', 'g', 'kg', 'mg', 'lb', 'oz', 'gal', 'each'] as const;
export type ContainerUnit = (typeof containerUnits)[number];

/** Text limits of a container's fields. */
export const containerLimits = { place: 80, barcode: 64, note: 500, search: 100, maxQuantity: 1_000_000_000 } as const;

export type ContainerStatus = 'ACTIVE' | 'DISPOSED';
export type ContainerChangeKind = 'ADDED' | 'MOVED' | 'ADJUSTED' | 'DISPOSED';

export interface ContainerLocation {
  building: string;
  floor: string | null;
  room: string;
}

export interface ContainerChemical {
  libraryId: string;
  itemId: string;
  name: string;
}

/** Who made a change, as the history shows them. */
export interface ChangeAuthor {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** One change of a container: the version it made, who, when, what. */
export interface ContainerHistoryEntry {
  version: number;
  change: ContainerChangeKind;
  at: string;
  by: ChangeAuthor;
  changes: FieldChange[];
  note: string | null;
}

/** A container as stored: its latest change rides along, so the newest history entry is never lost. */
export interface Container {
  inventoryId: string;
  id: string;
  chemical: ContainerChemical;
  quantity: number;
  unit: ContainerUnit;
  location: ContainerLocation;
  barcode: string | null;
  status: ContainerStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  lastChange: ContainerHistoryEntry;
}

/** The location as one line of text, for history and screen readers: "Chemistry, floor 2, room 204". */
export const locationText = (l: ContainerLocation) => [l.building, l.floor ? `floor ${l.floor}` : null, `room ${l.room}`].filter(Boolean).join(', ');

const quantityText = (quantity: number, unit: string) => `${quantity} ${unit}`;

/** What a change is made with: who, when, and the note they gave. */
export interface ChangeContext {
  by: ChangeAuthor;
  at: string;
  note: string | null;
}

/** A new container at version 1, its ADDED entry listing what it starts with. */
export function newContainer(fields: Omit<Container, 'status' | 'version' | 'createdAt' | 'updatedAt' | 'lastChange'>, context: ChangeContext): Container {
  const lastChange: ContainerHistoryEntry = {
    version: 1,
    change: 'ADDED',
    at: context.at,
    by: context.by,
    note: context.note,
    changes: [
      { field: 'chemical', from: null, to: fields.chemical.name },
      { field: 'quantity', from: null, to: quantityText(fields.quantity, fields.unit) },
      { field: 'location', from: null, to: locationText(fields.location) },
      ...(fields.barcode ? [{ field: 'barcode', from: null, to: fields.barcode }] : []),
    ],
  };
  return { ...fields, status: 'ACTIVE', version: 1, createdAt: context.at, updatedAt: context.at, lastChange };
}

function changed(container: Container, change: ContainerChangeKind, set: Partial<Container>, changes: FieldChange[], context: ChangeContext): Container {
  const version = container.version + 1;
  return { ...container, ...set, version, updatedAt: context.at, lastChange: { version, change, at: context.at, by: context.by, note: context.note, changes } };
}

/** The container in a new place. */
export const movedContainer = (container: Container, location: ContainerLocation, context: ChangeContext) =>
  changed(container, 'MOVED', { location }, [{ field: 'location', from: locationText(container.location), to: locationText(location) }], context);

/** The container with a new quantity (in its unit). */
export const adjustedContainer = (container: Container, quantity: number, context: ChangeContext) =>
  changed(container, 'ADJUSTED', { quantity }, [{ field: 'quantity', from: quantityText(container.quantity, container.unit), to: quantityText(quantity, container.unit) }], context);

/** The container disposed of: out of the active list, its history kept. */
export const disposedContainer = (container: Container, context: ChangeContext) =>
  changed(container, 'DISPOSED', { status: 'DISPOSED' }, [{ field: 'status', from: 'Active', to: 'Disposed' }], context);

/**
 * A page of history, newest first: the stored entries plus the container's latest change when its entry was not
 * written (a crash between the two writes), without duplicates.
 */
export function historyWithLatest(stored: ContainerHistoryEntry[], latest: ContainerHistoryEntry, isFirstPage: boolean): ContainerHistoryEntry[] {
  if (!isFirstPage || stored.some((entry) => entry.version === latest.version)) return stored;
  return [latest, ...stored];
}
