import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentDocumentsDocument } from '@/features/documents/api/recent-documents.generated';
import { UserDocumentsDocument } from '@/features/documents/api/user-documents.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import DocumentsRoute from './documents-route';

const emptyLists = [
  { request: { query: RecentDocumentsDocument }, result: { data: { recentDocuments: [] } } },
  {
    request: { query: UserDocumentsDocument, variables: { page: 1, size: 25, cursor: null } },
    result: { data: { userDocuments: { __typename: 'FormPage', docs: [], meta: { __typename: 'PageMeta', page: 1, size: 25, total: 0, nextCursor: null } } } },
  },
];

async function renderAt(...flags: string[]) {
  renderScreen(<DocumentsRoute />, {
    pattern: '/documents',
    path: '/documents',
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 10 }, ...emptyLists],
  });
}

describe('DocumentsRoute', () => {
  it('shows the not-found page while rollout-documents-page is off', async () => {
    // Act
    await renderAt();

    // Assess
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('shows the documents page when rollout-documents-page is on', async () => {
    // Act
    await renderAt('rollout-documents-page');

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('You have no documents.')).toBeInTheDocument();
  });
});
