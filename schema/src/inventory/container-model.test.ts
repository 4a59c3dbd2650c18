import { describe, expect, it } from 'vitest';
import { addContainerInputSchema } from './container-inputs';
import { adjustedContainer, disposedContainer, historyWithLatest, locationText, movedContainer, newContainer, type ChangeContext } from './container-model';

const by = { userId: 'user-staff-one', firstName: 'Sam', lastName: 'One', email: 'staff.one@example.edu' };
const at = (minute: number): ChangeContext => ({ by, at: `2026-11-24T10:0${minute}:00.000Z`, note: null });
const added = newContainer(
  {
    inventoryId: 'inv-1',
    id: 'c-1',
    chemical: { libraryId: 'lib-chem', itemId: 'chem-acetone', name: 'Acetone' },
    quantity: 4,
    unit: 'L',
    location: { building: 'Chemistry', floor: '2', room: '204' },
    barcode: 'A-0001',
  },
  at(0),
);

describe('inventory containers', () => {
  it('starts at version 1, active, its ADDED entry naming what it holds and where', () => {
    expect(added).toMatchObject({ version: 1, status: 'ACTIVE', createdAt: at(0).at });
    expect(added.lastChange.changes).toEqual([
      { field: 'chemical', from: null, to: 'Acetone' },
      { field: 'quantity', from: null, to: '4 L' },
      { field: 'location', from: null, to: 'Chemistry, floor 2, room 204' },
      { field: 'barcode', from: null, to: 'A-0001' },
    ]);
  });

  it('records what each change changed, from and to, at the next version', () => {
    const moved = movedContainer(added, { building: 'Biology', floor: null, room: '12' }, at(1));
    expect(moved.lastChange).toMatchObject({ version: 2, change: 'MOVED', changes: [{ field: 'location', from: 'Chemistry, floor 2, room 204', to: 'Biology, room 12' }] });
    const adjusted = adjustedContainer(moved, 3.5, { ...at(2), note: 'Used for titration' });
    expect(adjusted).toMatchObject({ version: 3, quantity: 3.5, location: { building: 'Biology' } });
    expect(adjusted.lastChange).toMatchObject({ change: 'ADJUSTED', note: 'Used for titration', changes: [{ field: 'quantity', from: '4 L', to: '3.5 L' }] });
    expect(disposedContainer(adjusted, at(3))).toMatchObject({ version: 4, status: 'DISPOSED', quantity: 3.5 });
  });

  it('adds the latest change to the first history page when its item is missing, once', () => {
    const moved = movedContainer(added, { building: 'Biology', floor: null, room: '12' }, at(1));
    expect(historyWithLatest([added.lastChange], moved.lastChange, true).map((e) => e.version)).toEqual([2, 1]);
    expect(historyWithLatest([moved.lastChange, added.lastChange], moved.lastChange, true).map((e) => e.version)).toEqual([2, 1]);
    expect(historyWithLatest([added.lastChange], moved.lastChange, false).map((e) => e.version)).toEqual([1]);
  });

  it('reads a location without a floor as building and room', () => {
    expect(locationText({ building: 'Annex', floor: null, room: 'B1' })).toBe('Annex, room B1');
  });

  it('refuses a negative quantity, an unknown unit and a missing room', () => {
    const result = addContainerInputSchema.safeParse({
      inventoryId: 'inv-1',
      libraryId: 'lib',
      itemId: 'item',
      quantity: -1,
      unit: 'bucket',
      location: { building: 'Chemistry', room: ' ' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['quantity', 'unit', 'location.room']);
  });
});
