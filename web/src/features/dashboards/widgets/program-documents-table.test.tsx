import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { WidgetDocumentsDocument } from '../api/widget-documents.generated';
import { ProgramDocumentsTable } from './program-documents-table';

const templateRule = { rules: [{ key: 'templateGroupId', operator: 'equals', value: 'tg-lab' }] };

function documentsMock(variables: Record<string, unknown>, names: string[]): MockLink.MockedResponse {
  const docs = names.map((name, index) => ({ __typename: 'Form', id: `f-${index}`, autoId: `LSI-00000${index}`, name, status: 'draft', lastSaved: '2026-11-20T10:00:00.000Z' }));
  return {
    request: { query: WidgetDocumentsDocument, variables: { programId: 'p1', page: 1, size: 25, cursor: null, ...variables } },
    result: { data: { documentsByProgram: { __typename: 'FormPage', docs, meta: { __typename: 'PageMeta', page: 1, size: 25, total: docs.length, nextCursor: null }, partialTotal: false } } },
  };
}

async function render(templateGroupId: string | undefined, ...mocks: MockLink.MockedResponse[]) {
  const table = <ProgramDocumentsTable programId="p1" title="Recent inspections" {...(templateGroupId ? { templateGroupId } : {})} />;
  renderScreen(table, { pattern: '/', path: '/', session: await signedInSession(), mocks });
}

// A wide screen (the grid's columns, not the phone's cards).
beforeEach(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })),
);
afterEach(() => vi.unstubAllGlobals());

describe('the document table widget', () => {
  it('pages the program’s documents of its template, newest ID first, and sorts by Name through the server', async () => {
    // Prepare
    await render(
      'tg-lab',
      documentsMock({ filter: templateRule, sort: { field: 'autoId.string', direction: 'desc' } }, ['Fume hood check', 'Annual audit']),
      documentsMock({ filter: templateRule, sort: { field: 'name', direction: 'asc' } }, ['Annual audit', 'Fume hood check']),
    );
    expect(await screen.findByRole('link', { name: 'Fume hood check' })).toHaveAttribute('href', '/program/p1/form/f-0');
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));

    // Assess
    expect(await screen.findByRole('link', { name: 'Annual audit' })).toHaveAttribute('href', '/program/p1/form/f-0');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('lists every template’s documents without a template, and tells a viewer who is not a program admin why it is empty', async () => {
    // Prepare, Act
    await render(undefined, {
      request: { query: WidgetDocumentsDocument, variables: { programId: 'p1', filter: null, sort: { field: 'autoId.string', direction: 'desc' }, page: 1, size: 25, cursor: null } },
      result: { errors: [appSyncError('Only the admins of this program may list its documents.', 'FORBIDDEN')] },
    });

    // Assess
    expect(await screen.findByText('Only this program’s admins can see its documents here.')).toBeInTheDocument();
  });
});
