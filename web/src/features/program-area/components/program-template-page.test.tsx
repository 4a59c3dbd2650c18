import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgramStartFormDocument } from '../api/program-start-form.generated';
import { ProgramTemplateFormsDocument } from '../api/program-template-forms.generated';
import { ProgramTemplateDocument } from '../api/program-template.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ProgramTemplatePage } from './program-template-page';

const templateMock = {
  request: { query: ProgramTemplateDocument, variables: { groupId: 'g1' } },
  result: {
    data: {
      latestPublishedTemplateByGroup: { __typename: 'Template', id: 't1', groupId: 'g1', name: 'Lab Inspection', description: 'A yearly walk through every lab.' },
    },
  },
};

function formsMock(docs: unknown[], page = { page: 1, cursor: null as string | null, total: docs.length, nextCursor: null as string | null }) {
  const meta = { __typename: 'PageMeta', page: page.page, size: 25, total: page.total, nextCursor: page.nextCursor };
  return {
    request: { query: ProgramTemplateFormsDocument, variables: { groupId: 'g1', page: page.page, size: 25, cursor: page.cursor } },
    result: { data: { documentsByTemplateGroup: { __typename: 'FormPage', docs, meta, partialTotal: false } } },
  };
}

const inspection = {
  __typename: 'Form',
  id: 'f7',
  autoId: 'LAB-000007',
  name: 'Lab Inspection',
  status: 'draft',
  createdDate: '2026-02-03T09:00:00.000Z',
  lastSaved: '2026-02-05T15:00:00.000Z',
};

async function renderPage(mocks: unknown[]) {
  return renderScreen(<ProgramTemplatePage programId="p1" templateGroupId="g1" />, {
    pattern: '/program/:programId/template/:templateGroupId',
    path: '/program/p1/template/g1',
    session: await signedInSession(),
    mocks: [{ request: { query: FeatureFlagsDocument }, result: flagsResult(), maxUsageCount: 5 }, templateMock, ...mocks] as never,
  });
}

describe('ProgramTemplatePage', () => {
  it('shows the template and its forms, each opening inside the program', async () => {
    // Act
    await renderPage([formsMock([inspection])]);

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab Inspection' })).toBeInTheDocument();
    expect(screen.getByText('A yearly walk through every lab.')).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Forms of this template' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Status', 'Created', 'Last Modified']);
    // The form's id under its name tells forms of one template apart.
    const row = (await within(table).findByText('LAB-000007')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByRole('link', { name: 'Lab Inspection' })).toHaveAttribute('href', '/program/p1/form/f7');
    expect(within(table).getAllByTitle(/^Feb 3, 2026 /).length).toBeGreaterThan(0);
  });

  it('opens the next page with the cursor the first page answered, and keeps page and cursor in the address', async () => {
    // Prepare
    const firstPage = Array.from({ length: 25 }, (_, index) => ({ ...inspection, id: `f${100 + index}`, autoId: `LAB-${100 + index}` }));
    const secondPage = [{ ...inspection, id: 'f200', autoId: 'LAB-200' }];
    const { router } = await renderPage([
      formsMock(firstPage, { page: 1, cursor: null, total: 26, nextCursor: 'cursor-2' }),
      formsMock(secondPage, { page: 2, cursor: 'cursor-2', total: 26, nextCursor: null }),
    ]);
    await screen.findByText('LAB-100');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    // Assess
    expect(await screen.findByText('LAB-200')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&cursor=cursor-2');
    expect(screen.getByText('26–26 of 26')).toBeInTheDocument();
  });

  it('says there are no forms when none were started', async () => {
    // Act
    await renderPage([formsMock([])]);

    // Assess
    expect(await screen.findByText('There are no forms.')).toBeInTheDocument();
  });

  it('starts a form and opens it inside the program', async () => {
    // Prepare
    const start = { request: { query: ProgramStartFormDocument, variables: { input: { templateId: 't1' } } }, result: { data: { startForm: { __typename: 'Form', id: 'f9' } } } };
    const { router } = await renderPage([formsMock([]), start]);

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Start Form' }));

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/program/p1/form/f9'));
  });
});
