import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchLibrarySchemaDocument } from '../api/library-schema.generated';
import { LibraryItemsPageDocument } from '../api/library-lists.generated';
import { signedInSession } from '@/test/fixtures';
import { appSyncError } from '@/test/appsync-error';
import { renderRoutes } from '@/test/render';
import { LaundryLocationsEntryDocument } from '../api/laundry-locations-entry.generated';
import { LaundryLocationsPage } from './laundry-locations-page';

const text = (fieldName: string, displayOrder: number) => ({
  __typename: 'LibraryField',
  fieldName,
  dataType: 'TEXT',
  required: fieldName === 'Location',
  unique: fieldName === 'Location',
  showInTable: true,
  displayOrder,
  pickListSelection: [],
  relatesTo: null,
});

const library = {
  __typename: 'SchemaData',
  id: 'lib-laundry-locations',
  objectName: 'Laundry Locations',
  status: 'PUBLISHED',
  libraryType: null,
  itemCount: 1,
  version: 1,
  updatedAt: '2026-01-05T09:00:00.000Z',
  fieldArraySchema: ['Location', 'Building', 'Room', 'Hours', 'Contact', 'Active'].map(text),
  permissions: { __typename: 'LibraryPermissions', canConfigure: false, canEditItems: true },
};

const dropOff = {
  __typename: 'LibraryItem',
  id: 'laundry-chm-101',
  name: 'Chemistry Hall drop-off',
  values: JSON.stringify({ Location: 'Chemistry Hall drop-off', Building: 'Chemistry Hall (CHM)', Room: '101', Hours: 'Mon-Fri 8:00-17:00', Contact: 'ppe@bayview.example.edu', Active: 'Yes' }),
  version: 1,
  updatedAt: '2026-01-05T09:00:00.000Z',
};

const entriesMock = (keys: string[]) => ({
  request: { query: LaundryLocationsEntryDocument },
  result: { data: { homeEntries: keys.map((key) => ({ __typename: 'HomeEntry', key, url: '/manage/laundry-locations' })) } },
  maxUsageCount: 3,
});

const libraryMocks = [
  { request: { query: FetchLibrarySchemaDocument, variables: { id: 'lib-laundry-locations' } }, result: { data: { fetchSchema: library } }, maxUsageCount: 3 },
  {
    request: { query: LibraryItemsPageDocument, variables: { libraryId: 'lib-laundry-locations', searchTerm: null, limit: 25, cursor: null } },
    result: { data: { libraryItems: { __typename: 'LibraryItemPage', items: [dropOff], totalRecordCount: 1, cursor: null } } },
    maxUsageCount: 3,
  },
];

async function renderPage(mocks: unknown[]) {
  renderRoutes({
    routes: [{ path: '/manage/laundry-locations', element: <LaundryLocationsPage /> }],
    path: '/manage/laundry-locations',
    session: await signedInSession(),
    mocks: mocks as never,
  });
}

describe('LaundryLocationsPage', () => {
  it('lists the drop-off locations with building, room, hours, contact and whether in use, for a PPE coordinator', async () => {
    await renderPage([entriesMock(['manage:LAUNDRY_LOCATIONS']), ...libraryMocks]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Laundry Locations' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chemistry Hall drop-off' })).toHaveAttribute('href', '/studio/global/library/lib-laundry-locations/detail/laundry-chm-101');
    expect(screen.getByText('Mon-Fri 8:00-17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('denies access to someone who is not a PPE coordinator', async () => {
    await renderPage([entriesMock(['create:RISK']), ...libraryMocks]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Chemistry Hall drop-off')).not.toBeInTheDocument();
  });

  it('denies access when the API refuses the library', async () => {
    const refused = { request: { query: FetchLibrarySchemaDocument, variables: { id: 'lib-laundry-locations' } }, result: { errors: [appSyncError('Not allowed.', 'FORBIDDEN')] }, maxUsageCount: 3 };
    await renderPage([entriesMock(['manage:LAUNDRY_LOCATIONS']), refused]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
