import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { appSyncError } from '@/test/appsync-error';
import { renderRoutes } from '@/test/render';
import { FetchLibrarySchemaDocument } from '../api/library-schema.generated';
import { LibraryFrame } from './library-frame';

const library = {
  __typename: 'SchemaData',
  id: 'lib-1',
  objectName: 'Solvents',
  status: 'PUBLISHED',
  libraryType: 'CHEMICAL',
  itemCount: 2,
  version: 3,
  updatedAt: '2026-11-24T10:00:00.000Z',
  fieldArraySchema: [],
  permissions: { __typename: 'LibraryPermissions', canConfigure: false, canEditItems: false },
};

async function renderFrame(answer: MockLink.MockedResponse['result']) {
  return renderRoutes({
    routes: [{ path: '/studio/global/library/:libraryId', element: <LibraryFrame libraryId="lib-1" tab="items" title="Items">{(shown) => <p>Body of {shown.objectName}</p>}</LibraryFrame> }],
    path: '/studio/global/library/lib-1',
    session: await signedInSession(),
    mocks: [{ request: { query: FetchLibrarySchemaDocument, variables: { id: 'lib-1' } }, result: answer, maxUsageCount: 3 }],
  });
}

describe('LibraryFrame', () => {
  it('names the library id when it does not exist', async () => {
    await renderFrame({ errors: [appSyncError('Library lib-1 was not found.', 'NOT_FOUND')] });

    expect(await screen.findByText('Library lib-1 was not found.')).toBeInTheDocument();
  });

  it('shows the configuration tabs to the library admins only', async () => {
    await renderFrame({ data: { fetchSchema: library } });

    expect(await screen.findByText('Body of Solvents')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Solvents' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Configure fields' })).not.toBeInTheDocument();
  });
});
