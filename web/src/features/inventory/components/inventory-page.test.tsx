import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { InventoryContainersDocument, ManagedInventoryDocument } from '../api/inventory.generated';
import { InventoryPage } from './inventory-page';

const inventory = (canManage: boolean) => ({ __typename: 'Inventory', id: 'inv-1', name: 'Room 204 lab', campusCode: '01', containerCount: 1, canManage });

const acetone = {
  __typename: 'InventoryContainer',
  id: 'c-1',
  inventoryId: 'inv-1',
  chemical: { __typename: 'InventoryChemical', libraryId: 'lib-chem', itemId: 'chem-acetone', name: 'Acetone' },
  quantity: 4,
  unit: 'L',
  location: { __typename: 'InventoryLocation', building: 'Chemistry Hall', floor: '2', room: '204' },
  barcode: 'CHM-1',
  status: 'ACTIVE',
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

async function renderPage(answer: MockLink.MockedResponse['result']) {
  return renderRoutes({
    routes: [{ path: '/manage-inventory/:inventoryId', element: <InventoryPage inventoryId="inv-1" /> }],
    path: '/manage-inventory/inv-1',
    session: await signedInSession(),
    mocks: [
      { request: { query: ManagedInventoryDocument, variables: { id: 'inv-1' } }, result: answer, maxUsageCount: 3 },
      {
        request: { query: InventoryContainersDocument, variables: { inventoryId: 'inv-1', search: null, disposed: false, size: 25, cursor: null } },
        result: { data: { inventoryContainers: { __typename: 'InventoryContainerPage', items: [acetone], total: 1, nextCursor: null } } },
        maxUsageCount: 3,
      },
    ],
  });
}

describe('InventoryPage', () => {
  it('names the inventory id when it does not exist', async () => {
    await renderPage({ errors: [appSyncError('Inventory inv-1 was not found.', 'NOT_FOUND')] });

    expect(await screen.findByText('Inventory inv-1 was not found.')).toBeInTheDocument();
  });

  it('offers its managers Add container and the changes of each container', async () => {
    await renderPage({ data: { inventory: inventory(true) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Room 204 lab' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Move Acetone, CHM-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add container' })).toBeInTheDocument();
    expect(screen.getByText('Chemistry Hall, floor 2, room 204')).toBeInTheDocument();
  });

  it('shows its viewers the containers and their history only', async () => {
    await renderPage({ data: { inventory: inventory(false) } });

    expect(await screen.findByRole('button', { name: 'History Acetone, CHM-1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add container' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispose Acetone, CHM-1' })).not.toBeInTheDocument();
  });
});
