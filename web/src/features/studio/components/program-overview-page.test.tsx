import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateCampusTemplateDocument } from '../api/create-campus-template.generated';
import { ProgramTemplatesDocument } from '../api/program-templates.generated';
import { signedInSession } from '@/test/fixtures';
import { appSyncError } from '@/test/appsync-error';
import { renderRoutes } from '@/test/render';
import { ProgramOverviewPage } from './program-overview-page';

const program = { campusId: 'north', programId: 'p-safety' };
const created = { __typename: 'Template', id: 't-new', groupId: 'g-new', name: 'Untitled', status: 'DRAFT', version: 1 };

async function renderOverview(templates: unknown[] | Error, ...mocks: MockLink.MockedResponse[]) {
  const listed: MockLink.MockedResponse = {
    request: { query: ProgramTemplatesDocument, variables: { programId: program.programId } },
    result: templates instanceof Error ? { errors: [appSyncError(templates.message, 'NOT_FOUND')] } : { data: { templatesByProgram: templates } },
    maxUsageCount: 5,
  };
  const rendered = renderRoutes({
    routes: [
      { path: '/studio/campus/:campusId/program/:programId', element: <ProgramOverviewPage {...program} /> },
      { path: '/studio/campus/:campusId/template/:templateId', element: <p>Builder</p> },
    ],
    path: `/studio/campus/north/program/p-safety`,
    session: await signedInSession(),
    mocks: [listed, ...mocks],
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('ProgramOverviewPage', () => {
  it('says "You have no templates." when the program has none', async () => {
    // Act
    await renderOverview([]);

    // Assess
    expect(await screen.findByText('You have no templates.')).toBeInTheDocument();
  });

  it('creates a template named Untitled from New Template and opens its builder', async () => {
    // Prepare
    const create: MockLink.MockedResponse = {
      request: { query: CreateCampusTemplateDocument, variables: { input: { programId: 'p-safety', templateName: 'Untitled' } } },
      result: { data: { createCampusTemplate: created } },
    };
    const { user, router } = await renderOverview([], create);
    await screen.findByText('You have no templates.');

    // Act
    await user.click(screen.getByRole('button', { name: 'New Template' }));

    // Assess
    expect(await screen.findByText('Builder')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio/campus/north/template/t-new');
  });

  it('links each template of the program to its builder', async () => {
    // Act
    await renderOverview([{ ...created, name: 'Lab inspection' }]);

    // Assess
    expect(await screen.findByRole('link', { name: 'Lab inspection' })).toHaveAttribute('href', '/studio/campus/north/template/t-new');
  });

  it('shows the not-found page, naming the program, for a program that does not exist', async () => {
    // Act
    await renderOverview(new Error('Program p-safety was not found.'));

    // Assess
    expect(await screen.findByText('Program p-safety was not found.')).toBeInTheDocument();
    expect(screen.queryByText('You have no templates.')).not.toBeInTheDocument();
  });
});
