import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ProgramUserDocumentsDocument } from '../api/program-user-documents.generated';
import { pinnedPanelKey } from '../hooks/pinned-panel';
import { UserDocumentsPage } from './user-documents-page';

const doc = (id: string, canView: boolean) => ({
  __typename: 'Form',
  id,
  autoId: id.toUpperCase(),
  name: canView ? `Inspection ${id}` : id.toUpperCase(),
  status: 'draft',
  canView,
  createdDate: '2026-11-01T00:00:00.000Z',
  lastSaved: null,
});
const page = (docs: unknown[]): MockLink.MockedResponse => ({
  request: { query: ProgramUserDocumentsDocument, variables: { programId: 'prog-1', userId: 'u1', page: 1, size: 25, cursor: null } },
  result: {
    data: {
      programUserDocuments: {
        __typename: 'ProgramUserDocuments',
        user: { __typename: 'UserRef', userId: 'u1', firstName: 'Jordan', lastName: 'Lee' },
        docs,
        meta: { __typename: 'PageMeta', page: 1, size: 25, total: docs.length, nextCursor: null },
      },
    },
  },
});

async function renderPage(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<UserDocumentsPage programId="prog-1" userId="u1" renderDocument={(formId) => <p>Showing {formId}</p>} />, {
    pattern: '/program/:programId/user/:userId',
    path: '/program/prog-1/user/u1',
    session: await signedInSession(),
    mocks,
  });
  return userEvent.setup();
}

describe('the user documents page', () => {
  it('greys out a document the viewer may not see, with its tooltip, and shows the first viewable one', async () => {
    const user = await renderPage(page([doc('lsi-1', false), doc('lsi-2', true), doc('lsi-3', true)]));

    expect(await screen.findByText('Showing lsi-2')).toBeInTheDocument();
    const hidden = screen.getByRole('button', { name: /LSI-1/ });
    expect(hidden).toHaveAttribute('aria-disabled', 'true');
    await user.click(hidden);
    expect(screen.getByText('Showing lsi-2')).toBeInTheDocument();
    await user.hover(hidden);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You don’t have permission to view this document in this status');
    await user.click(screen.getByRole('button', { name: /Inspection lsi-3/ }));
    expect(await screen.findByText('Showing lsi-3')).toBeInTheDocument();
  });

  it('says when the user has no documents, when none can be shown, and when loading failed', async () => {
    await renderPage(page([]));
    expect(await screen.findByText('No documents found for this user.')).toBeInTheDocument();
    expect(screen.getByText('No Document Selected')).toBeInTheDocument();
  });

  it('says Error loading documents. when the list cannot be read', async () => {
    await renderPage({ ...page([]), result: { errors: [appSyncError('Boom', 'INTERNAL_SERVER_ERROR' as never)] } });
    expect((await screen.findAllByText('Error loading documents.')).length).toBeGreaterThan(0);
  });

  it('keeps the panel pinned by default and remembers when it is unpinned', async () => {
    window.localStorage.removeItem(pinnedPanelKey);
    const user = await renderPage(page([doc('lsi-2', true)]));
    const panel = await screen.findByRole('region', { name: 'User documents' });
    expect(within(panel).getByRole('list', { name: 'Documents' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Unpin documents panel' }));

    expect(within(panel).queryByRole('list', { name: 'Documents' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(pinnedPanelKey)).toBe('false');
  });
});
