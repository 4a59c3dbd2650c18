import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentSummaryFragment } from '@/gql/graphql';
import { RecentDocumentsDocument } from '../api/recent-documents.generated';
import { UserDocumentsDocument } from '../api/user-documents.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DocumentsPage } from './documents-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function documentOf(index: number, overrides: Partial<DocumentSummaryFragment> = {}) {
  const created = minutesAgo(60 + index);
  return {
    __typename: 'Form' as const,
    id: `form-${index}`,
    autoId: `EKD-${String(index).padStart(6, '0')}`,
    name: `Inspection ${index}`,
    status: 'draft',
    createdDate: created,
    lastSaved: created,
    canView: true,
    subject: null,
    ...overrides,
  };
}

const pageOf = (docs: unknown[], page: number, size: number, total = docs.length, nextCursor: string | null = null) => ({
  data: { userDocuments: { __typename: 'FormPage', docs, meta: { __typename: 'PageMeta', page, size, total, nextCursor } } },
});

const flags = { request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 20 };
const recentsOf = (docs: unknown[]) => ({ request: { query: RecentDocumentsDocument }, result: { data: { recentDocuments: docs } } });
const tableOf = (page: number, size: number, docs: unknown[], total?: number, cursors: { cursor?: string; nextCursor?: string } = {}) => ({
  request: { query: UserDocumentsDocument, variables: { page, size, cursor: cursors.cursor ?? null } },
  result: pageOf(docs, page, size, total, cursors.nextCursor ?? null),
});

async function renderDocuments(path: string, mocks: unknown[]) {
  return renderScreen(<DocumentsPage />, {
    pattern: '/documents',
    path,
    session: await signedInSession(),
    mocks: mocks as Parameters<typeof renderScreen>[1]['mocks'],
  });
}

describe('DocumentsPage', () => {
  it('shows at most 8 recents, each Created or Edited with its status', async () => {
    // Prepare
    const edited = documentOf(0, { name: 'Edited inspection', lastSaved: minutesAgo(5), status: 'in_progress' });
    const recents = [edited, ...Array.from({ length: 9 }, (_, index) => documentOf(index + 1))];

    // Act
    await renderDocuments('/documents', [flags, recentsOf(recents), tableOf(1, 25, recents)]);

    // Assess
    const cards = within(await screen.findByRole('list', { name: 'Recent documents' })).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent(/^Edited inspectionEKD-000000Edited 5 minutes ago, .+In Progress$/);
    expect(cards[1]).toHaveTextContent('Created 1 hour ago');
    expect(within(cards[0]!).getByRole('link', { name: 'Edited inspection' })).toHaveAttribute('href', '/form/form-0');
  });

  it('asks for 50 rows when the address says size=50 and lists them with their subjects and dates', async () => {
    // Prepare
    const docs = Array.from({ length: 30 }, (_, index) => documentOf(index, { createdDate: '2026-03-04T10:00:00.000Z', lastSaved: '2026-03-09T10:00:00.000Z' }));
    docs[3] = { ...docs[3]!, subject: { __typename: 'PersonSubject', userId: 'user-staff-two', firstName: 'Sam', lastName: 'Rivera' } } as (typeof docs)[number];

    // Act
    await renderDocuments('/documents?size=50', [flags, recentsOf([]), tableOf(1, 50, docs, 30)]);

    // Assess
    const table = await screen.findByRole('grid', { name: 'All documents' });
    expect(await within(table).findByRole('link', { name: 'Inspection 29' })).toHaveAttribute('href', '/form/form-29');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Subject', 'Status', 'Created Date', 'Last Modified']);
    expect(within(within(table).getByRole('link', { name: 'Inspection 3' }).closest('[role="row"]') as HTMLElement).getByText('Sam Rivera')).toBeInTheDocument();
    // Each date says how long ago, with the full date and time as its title.
    expect(within(table).getAllByTitle(/^Mar 4, 2026 /)).toHaveLength(30);
    expect(within(table).getByText('EKD-000029')).toBeInTheDocument();
    expect(screen.getByText('1–30 of 30')).toBeInTheDocument();
  });

  it('asks for the next page from the cursor the shown page gave, keeps it in the address, and goes back by the one it saw', async () => {
    // Prepare
    const first = Array.from({ length: 25 }, (_, index) => documentOf(index));
    const second = Array.from({ length: 5 }, (_, index) => documentOf(25 + index));
    const mocks = [flags, recentsOf([]), tableOf(1, 25, first, 30, { nextCursor: 'after-25' }), tableOf(2, 25, second, 30, { cursor: 'after-25' }), tableOf(1, 25, first, 30, { nextCursor: 'after-25' })];
    const { router } = await renderDocuments('/documents', mocks);
    const table = await screen.findByRole('grid', { name: 'All documents' });
    await within(table).findByRole('link', { name: 'Inspection 0' });

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));

    // Assess
    expect(await within(table).findByRole('link', { name: 'Inspection 29' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&cursor=after-25');
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to previous page' }));

    // Assess
    expect(await within(table).findByRole('link', { name: 'Inspection 0' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
  });

  it('reloads a page from the cursor in the address', async () => {
    // Act
    await renderDocuments('/documents?page=2&cursor=after-25', [flags, recentsOf([]), tableOf(2, 25, [documentOf(25)], 26, { cursor: 'after-25' })]);

    // Assess
    const table = await screen.findByRole('grid', { name: 'All documents' });
    expect(await within(table).findByRole('link', { name: 'Inspection 25' })).toBeInTheDocument();
  });

  it('says "You have no documents." when the user has none', async () => {
    // Act
    await renderDocuments('/documents', [flags, recentsOf([]), tableOf(1, 25, [], 0)]);

    // Assess
    expect(await screen.findByText('You have no documents.')).toBeInTheDocument();
    // Recents shows its loading cards until its own (empty) answer arrives, then goes.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recents' })).not.toBeInTheDocument());
  });

  it('greys out a document the user may not view in its status and explains why', async () => {
    // Prepare
    const hidden = documentOf(1, { name: 'Closed inspection', status: 'archived', canView: false });
    await renderDocuments('/documents', [flags, recentsOf([]), tableOf(1, 25, [hidden])]);
    const table = await screen.findByRole('grid', { name: 'All documents' });
    const name = await within(table).findByText('Closed inspection');

    // Act
    await userEvent.setup().hover(name);

    // Assess
    expect(within(table).queryByRole('link', { name: 'Closed inspection' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You don’t have permission to view this document in this status');
  });

  it('shows the spec’s texts when the documents cannot be fetched', async () => {
    // Prepare
    const failing = [
      { request: { query: RecentDocumentsDocument }, error: new Error('down') },
      { request: { query: UserDocumentsDocument, variables: { page: 1, size: 25, cursor: null } }, error: new Error('down') },
    ];

    // Act
    await renderDocuments('/documents', [flags, ...failing]);

    // Assess
    expect(await screen.findByText('An error has occurred while fetching documents.')).toBeInTheDocument();
    expect(await screen.findByText('An error has occurred while fetching forms.')).toBeInTheDocument();
  });
});
