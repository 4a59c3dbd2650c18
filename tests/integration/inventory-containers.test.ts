import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;
let health: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
  campusAdmin = await signIn(stack.url, 'campus.admin');
  programAdmin = await signIn(stack.url, 'program.admin');
  health = await signIn(stack.url, 'health.user');
});
afterAll(async () => stack.close());

const lab = 'inv-01-chem-lab';
const containerFields = 'id version quantity unit status barcode chemical { libraryId itemId name } location { building floor room }';

interface ContainerView {
  id: string;
  version: number;
  quantity: number;
  unit: string;
  status: string;
  barcode: string | null;
  chemical: { name: string };
  location: { building: string; floor: string | null; room: string };
}

const readInventory = (client: ApiClient, id = lab) =>
  client.graphql<{ inventory: { name: string; containerCount: number; canManage: boolean } }>('query ($id: ID!) { inventory(id: $id) { name containerCount canManage } }', { id });

const containers = (client: ApiClient, args: Record<string, unknown> = {}) =>
  client.graphql<{ inventoryContainers: { items: ContainerView[]; total: number | null; nextCursor: string | null } }>(
    `query ($inventoryId: ID!, $search: String, $disposed: Boolean, $size: Int, $cursor: String) {
      inventoryContainers(inventoryId: $inventoryId, search: $search, disposed: $disposed, size: $size, cursor: $cursor) { items { ${containerFields} } total nextCursor }
    }`,
    { inventoryId: lab, ...args },
  );

const history = (client: ApiClient, containerId: string) =>
  client.graphql<{ inventoryContainerHistory: { items: Array<{ version: number; change: string; by: { userId: string }; changes: Array<{ field: string; from: string | null; to: string | null }>; note: string | null }> } }>(
    'query ($inventoryId: ID!, $containerId: ID!) { inventoryContainerHistory(inventoryId: $inventoryId, containerId: $containerId) { items { version change by { userId } changes { field from to } note } } }',
    { inventoryId: lab, containerId },
  );

const mutate = <F extends string>(client: ApiClient, field: F, inputType: string, input: Record<string, unknown>) =>
  client.graphql<Record<F, ContainerView>>(`mutation ($input: ${inputType}!) { ${field}(input: $input) { ${containerFields} } }`, { input: { inventoryId: lab, ...input } });

const add = (client: ApiClient, input: Record<string, unknown> = {}) =>
  mutate(client, 'addInventoryContainer', 'AddInventoryContainerInput', {
    libraryId: 'lib-chemical-inventory',
    itemId: 'chem-sulfuric-acid',
    quantity: 2.5,
    unit: 'L',
    location: { building: 'Chemistry Hall', floor: '2', room: '204' },
    barcode: 'CHM-9001',
    ...input,
  });

const access = (client: ApiClient, accessType: 'VIEW' | 'MANAGE', inventoryId = lab) =>
  client.graphql<{ hasAccessToInventory: boolean }>('query ($a: InventoryAccessType!, $id: ID!) { hasAccessToInventory(accessType: $a, inventoryId: $id) }', { a: accessType, id: inventoryId });

describe('an inventory and who may see it', () => {
  it('is read by its owner, viewer and campus admin; others are refused; an unknown one is not found', async () => {
    // Act
    const [owner, viewer, admin, stranger, otherCampus, unknown] = await Promise.all([
      readInventory(staffOne),
      readInventory(staffTwo),
      readInventory(campusAdmin),
      readInventory(programAdmin),
      readInventory(health),
      readInventory(staffOne, 'inv-nowhere'),
    ]);
    // Assert
    expect(owner.data?.inventory).toMatchObject({ name: 'Chemistry Hall 204 teaching lab', canManage: true });
    expect(viewer.data?.inventory.canManage).toBe(false);
    expect(admin.data?.inventory.canManage).toBe(true);
    expect(codesOf(stranger)).toEqual(['FORBIDDEN']);
    expect(codesOf(otherCampus)).toEqual(['FORBIDDEN']);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('answers hasAccessToInventory with true or false, never an error', async () => {
    // Act
    const answers = await Promise.all([access(staffTwo, 'VIEW'), access(staffTwo, 'MANAGE'), access(staffOne, 'MANAGE'), access(health, 'VIEW'), access(staffOne, 'VIEW', 'inv-nowhere')]);
    // Assert
    expect(answers.map((answer) => answer.data?.hasAccessToInventory)).toEqual([true, false, true, false, false]);
  });
});

describe('containers', () => {
  it('pages the active containers by chemical name with the counter as total, and searches by the start of the name', async () => {
    // Act
    const first = await containers(staffTwo, { size: 2 });
    const second = await containers(staffTwo, { size: 2, cursor: first.data?.inventoryContainers.nextCursor });
    const acetone = await containers(staffTwo, { search: 'ACET' });
    const foreign = await containers(staffTwo, { cursor: 'bm90IGEgY3Vyc29y' });
    // Assert
    expect(first.data?.inventoryContainers.items.map((c) => c.chemical.name)).toEqual(['Acetone', 'Acetone']);
    expect(first.data?.inventoryContainers.total).toBeGreaterThanOrEqual(5);
    expect(second.data?.inventoryContainers.items.map((c) => c.chemical.name)).toEqual(['Ethanol', 'Hydrochloric acid']);
    expect(acetone.data?.inventoryContainers).toMatchObject({ total: null, nextCursor: null });
    expect(acetone.data?.inventoryContainers.items.map((c) => c.id)).toEqual(['c-acetone-1', 'c-acetone-2']);
    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
  });

  it('are added, moved, adjusted and disposed of by managers, each change in the history with who and what', async () => {
    // Prepare
    const before = (await readInventory(staffOne)).data!.inventory.containerCount;
    // Act
    const added = (await add(staffOne)).data!.addInventoryContainer;
    const moved = (await mutate(campusAdmin, 'moveInventoryContainer', 'MoveInventoryContainerInput', { containerId: added.id, expectedVersion: 1, location: { building: 'Chemistry Hall', room: '210' } })).data!.moveInventoryContainer;
    const adjusted = (await mutate(staffOne, 'adjustInventoryContainer', 'AdjustInventoryContainerInput', { containerId: added.id, expectedVersion: 2, quantity: 1.75, note: 'Titration' })).data!.adjustInventoryContainer;
    const disposed = (await mutate(staffOne, 'disposeInventoryContainer', 'DisposeInventoryContainerInput', { containerId: added.id, expectedVersion: 3, note: 'Expired' })).data!.disposeInventoryContainer;
    const entries = (await history(staffTwo, added.id)).data!.inventoryContainerHistory.items;
    const activeIds = (await containers(staffOne, { search: 'sulf' })).data!.inventoryContainers.items.map((c) => c.id);
    const disposedIds = (await containers(staffOne, { search: 'sulf', disposed: true })).data!.inventoryContainers.items.map((c) => c.id);
    const after = (await readInventory(staffOne)).data!.inventory.containerCount;
    // Assert
    expect(added).toMatchObject({ version: 1, status: 'ACTIVE', quantity: 2.5, unit: 'L', barcode: 'CHM-9001', chemical: { name: 'Sulfuric acid' } });
    expect(moved.location).toEqual({ building: 'Chemistry Hall', floor: null, room: '210' });
    expect(adjusted).toMatchObject({ version: 3, quantity: 1.75 });
    expect(disposed).toMatchObject({ version: 4, status: 'DISPOSED' });
    expect(entries.map((e) => [e.version, e.change, e.by.userId])).toEqual([
      [4, 'DISPOSED', 'user-staff-one'],
      [3, 'ADJUSTED', 'user-staff-one'],
      [2, 'MOVED', 'user-campus-admin'],
      [1, 'ADDED', 'user-staff-one'],
    ]);
    expect(entries[1]).toMatchObject({ note: 'Titration', changes: [{ field: 'quantity', from: '2.5 L', to: '1.75 L' }] });
    expect(entries[2]!.changes).toEqual([{ field: 'location', from: 'Chemistry Hall, floor 2, room 204', to: 'Chemistry Hall, room 210' }]);
    expect(activeIds).not.toContain(added.id);
    expect(disposedIds).toContain(added.id);
    expect(after).toBe(before);
  });

  it('answers CONFLICT with the current container to a stale version, and to a change of a disposed one', async () => {
    // Prepare
    const added = (await add(staffOne, { barcode: null })).data!.addInventoryContainer;
    await mutate(staffOne, 'adjustInventoryContainer', 'AdjustInventoryContainerInput', { containerId: added.id, expectedVersion: 1, quantity: 2 });
    // Act
    const stale = await mutate(campusAdmin, 'adjustInventoryContainer', 'AdjustInventoryContainerInput', { containerId: added.id, expectedVersion: 1, quantity: 1 });
    await mutate(staffOne, 'disposeInventoryContainer', 'DisposeInventoryContainerInput', { containerId: added.id, expectedVersion: 2 });
    const afterDispose = await mutate(staffOne, 'moveInventoryContainer', 'MoveInventoryContainerInput', { containerId: added.id, expectedVersion: 3, location: { building: 'Annex', room: '1' } });
    // Assert
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(detailsOf<{ current: { version: number; quantity: number } }>(stale)?.current).toMatchObject({ version: 2, quantity: 2 });
    expect(codesOf(afterDispose)).toEqual(['CONFLICT']);
  });

  it('refuses changes from viewers and strangers, bad input, and a chemical outside a chemical library', async () => {
    // Act
    const byViewer = await add(staffTwo);
    const byStranger = await add(programAdmin);
    const negative = await add(staffOne, { quantity: -1 });
    const notChemical = await add(staffOne, { libraryId: 'lib-hot-work-equipment', itemId: 'hwe-mig-welder' });
    const missingItem = await add(staffOne, { itemId: 'chem-unobtainium' });
    // Assert
    expect(codesOf(byViewer)).toEqual(['FORBIDDEN']);
    expect(codesOf(byStranger)).toEqual(['FORBIDDEN']);
    expect(codesOf(negative)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(notChemical)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(missingItem)).toEqual(['NOT_FOUND']);
  });
});

describe('stores', () => {
  it("answers the caller's campus's stores with their full fields", async () => {
    // Act
    const answer = await staffOne.graphql<{ storesByUser: Array<Record<string, unknown> & { name: string }> }>(
      '{ storesByUser { id name address { street city state postalCode } hours catalogs { id name url } fundFields { key label required } salesTax inventoryId } }',
    );
    const otherCampus = await health.graphql<{ storesByUser: Array<{ name: string }> }>('{ storesByUser { name } }');
    // Assert
    const stockroom = answer.data?.storesByUser.find((store) => store.name === 'Bayview Chemistry Stockroom');
    expect(stockroom).toMatchObject({
      address: { street: '1250 Harbor Drive, Chemistry Hall B12', city: 'Bayview', state: 'CA', postalCode: '94501' },
      hours: 'Mon–Fri 9:00–12:00 and 13:00–16:00',
      catalogs: [
        { id: 'cat-solvents', name: 'Solvents and reagents', url: null },
        { id: 'cat-glassware', name: 'Glassware', url: null },
      ],
      fundFields: [
        { key: 'fund', label: 'Fund', required: true },
        { key: 'department', label: 'Department', required: true },
        { key: 'account', label: 'Account', required: true },
        { key: 'project', label: 'Project', required: false },
      ],
      salesTax: 8.75,
      inventoryId: 'inv-01-chem-lab',
    });
    expect(otherCampus.data?.storesByUser.map((store) => store.name)).toEqual(['Valley Oaks Medical Center Supply']);
  });
});
