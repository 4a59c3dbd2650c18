import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateProgramDocument } from '../api/create-program.generated';
import { SearchProgramsDocument } from '../api/search-programs.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CampusProgramsPage } from './campus-programs-page';
import { appSyncError } from '@/test/appsync-error';

const safety = { __typename: 'Domain', id: 'd-safety', name: 'Safety' };
const labs = { __typename: 'Program', id: 'p-labs', name: 'Lab inspections', domain: safety };
const conflictMessage = 'A program with this name already exists on this campus.';

const byName = { field: 'NAME', direction: 'asc' };
const research = { __typename: 'Domain', id: 'd-research', name: 'Research' };
const genomics = { __typename: 'Program', id: 'p-genomics', name: 'Genomics', domain: research };

/** A searchPrograms answer for the table's request (no domain, by name A to Z unless given), with the programs given. */
function listed(page: number, size: number, docs: unknown[], ask: { domainId?: string; sort?: object } = {}): MockLink.MockedResponse {
  const input = { campusCode: 'north', search: '', page, size, filter: { domainId: ask.domainId ?? null }, sort: ask.sort ?? byName };
  return {
    request: { query: SearchProgramsDocument, variables: { input } },
    result: { data: { searchPrograms: { __typename: 'ProgramPage', docs, meta: { __typename: 'PageMeta', page, size, total: docs.length } } } },
    maxUsageCount: 5,
  };
}

/** The unfiltered first 100 programs the domain choices come from. */
const domainSource: MockLink.MockedResponse = {
  request: { query: SearchProgramsDocument, variables: { input: { campusCode: 'north', search: '', page: 1, size: 100 } } },
  result: { data: { searchPrograms: { __typename: 'ProgramPage', docs: [labs, genomics], meta: { __typename: 'PageMeta', page: 1, size: 100, total: 2 } } } },
  maxUsageCount: 5,
};

async function renderCampus(...mocks: MockLink.MockedResponse[]) {
  const rendered = renderRoutes({
    routes: [
      { path: '/studio/campus/:campusId', element: <CampusProgramsPage campusId="north" campusName="North Campus" /> },
      { path: '/studio/campus/:campusId/program/:programId', element: <p>Program studio</p> },
    ],
    path: '/studio/campus/north',
    session: await signedInSession(),
    mocks: [listed(1, 25, [labs]), domainSource, ...mocks],
  });
  return { ...rendered, user: userEvent.setup() };
}

/** Opens New Program and fills in a name and the Safety domain. */
async function fillNewProgram(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('link', { name: 'Lab inspections' });
  await user.click(screen.getByRole('button', { name: 'New Program' }));
  const panel = await screen.findByRole('dialog', { name: 'New Program' });
  await user.type(within(panel).getByRole('textbox', { name: /Name/ }), name);
  await user.click(within(panel).getByRole('combobox', { name: /Domain/ }));
  await user.click(await screen.findByRole('option', { name: 'Safety' }));
  return panel;
}

describe('CampusProgramsPage', () => {
  it('lists the programs with their domains, each name linking to its studio page', async () => {
    // Act
    await renderCampus();

    // Assess
    expect(screen.getByRole('heading', { name: 'North Campus' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lab inspections' })).toHaveAttribute('href', '/studio/campus/north/program/p-labs');
    expect(screen.getByRole('cell', { name: 'Safety' })).toBeInTheDocument();
  });

  it('creates a program from New Program and opens its studio page', async () => {
    // Prepare
    const create: MockLink.MockedResponse = {
      request: { query: CreateProgramDocument, variables: { input: { campusCode: 'north', domainId: 'd-safety', name: 'Fire drills', description: null } } },
      result: { data: { createProgram: { __typename: 'Program', id: 'p-fire', name: 'Fire drills', domain: safety } } },
    };
    const { user, router } = await renderCampus(create);
    const panel = await fillNewProgram(user, 'Fire drills');

    // Act
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await screen.findByText('Program studio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio/campus/north/program/p-fire');
  });

  it("shows the API's CONFLICT message when the campus already has a program of that name", async () => {
    // Prepare
    const taken: MockLink.MockedResponse = {
      request: { query: CreateProgramDocument, variables: { input: { campusCode: 'north', domainId: 'd-safety', name: 'Lab inspections', description: null } } },
      result: { errors: [appSyncError(conflictMessage, 'CONFLICT')] },
    };
    const { user, router } = await renderCampus(taken);
    const panel = await fillNewProgram(user, 'Lab inspections');

    // Act
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    // Assess
    expect(await within(panel).findByText(conflictMessage)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studio/campus/north');
  });

  it('asks again for the domain chosen in Domain and the order chosen in Sort by, from the first page', async () => {
    // Prepare
    const { user } = await renderCampus(
      listed(1, 25, [genomics], { domainId: 'd-research' }),
      listed(1, 25, [genomics], { domainId: 'd-research', sort: { field: 'CREATED', direction: 'desc' } }),
    );
    await screen.findByRole('link', { name: 'Lab inspections' });

    // Act
    await user.click(screen.getByRole('combobox', { name: 'Domain' }));
    await user.click(await screen.findByRole('option', { name: 'Research' }));

    // Assess
    expect(await screen.findByRole('link', { name: 'Genomics' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lab inspections' })).not.toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Newest first' }));

    // Assess
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    expect(screen.getByRole('link', { name: 'Genomics' })).toBeInTheDocument();
  });
});
