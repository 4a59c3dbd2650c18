import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { appSyncError } from '@/test/appsync-error';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { AddTemplateAudienceDocument } from '../api/add-audience.generated';
import { AddTemplateSharedProgramDocument } from '../api/add-shared-program.generated';
import { AudienceChoicesDocument } from '../api/audience-choices.generated';
import { RemoveTemplateAudienceDocument } from '../api/remove-audience.generated';
import { TemplateAudienceDocument } from '../api/template-audience.generated';
import { audienceDraftHint } from './audience-editor';
import { AudienceSettings } from './audience-settings';
import { publicRoutesOffText } from './public-link';

const publicEntry = { __typename: 'Audience', id: 'public', name: 'The public (guests, without signing in)', scope: 'global' };
const campusEntry = { __typename: 'Audience', id: '01', name: 'PSU Bayview', scope: 'campus' };
const programEntry = { __typename: 'Audience', id: 'p-1', name: 'Biosafety', scope: 'program' };

const templateOf = (status: string, revision: number, audience: object[], sharedWithPrograms: object[] = []) => ({
  __typename: 'Template',
  id: 't-1',
  groupId: 'g-1',
  revision,
  status,
  campusCode: '01',
  audience,
  sharedWithPrograms,
});

const loaded = (template: object): MockLink.MockedResponse => ({
  request: { query: TemplateAudienceDocument, variables: { id: 't-1' } },
  result: { data: { templateById: template } },
  maxUsageCount: 5,
});
const choices: MockLink.MockedResponse = {
  request: { query: AudienceChoicesDocument, variables: { campusCode: '01' } },
  result: {
    data: {
      campuses: [{ __typename: 'Campus', id: '01', name: 'PSU Bayview' }],
      findProgramsByCampus: [
        { __typename: 'Program', id: 'p-1', name: 'Biosafety' },
        { __typename: 'Program', id: 'p-2', name: 'Laboratory Safety' },
      ],
    },
  },
  maxUsageCount: 5,
};
const flags = (...on: string[]): MockLink.MockedResponse => ({ request: { query: FeatureFlagsDocument }, result: flagsResult(...on), maxUsageCount: 5 });

async function renderSettings(...mocks: MockLink.MockedResponse[]) {
  renderScreen(<AudienceSettings templateId="t-1" />, {
    pattern: '/studio/campus/:campusId/template/:templateId/builder',
    path: '/studio/campus/01/template/t-1/builder',
    session: await signedInSession(),
    mocks: [choices, ...mocks],
  });
  await screen.findByRole('heading', { name: 'Audience' });
  return userEvent.setup();
}

describe('AudienceSettings', { timeout: 30_000 }, () => {
  it('adds the public to a draft at its revision, focuses the new entry and says the public routes are off', async () => {
    // Prepare
    const add = vi.fn(() => ({ data: { addAudience: templateOf('DRAFT', 4, [campusEntry, publicEntry]) } }));
    const addMock: MockLink.MockedResponse = { request: { query: AddTemplateAudienceDocument, variables: () => true }, result: add };
    const user = await renderSettings(loaded(templateOf('DRAFT', 3, [campusEntry])), flags(), addMock);

    // Act
    await user.click(screen.getByRole('combobox', { name: 'Add to the audience' }));
    await user.click(await screen.findByRole('option', { name: 'The public (guests, without signing in)' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    // Assess
    await waitFor(() => expect(add).toHaveBeenCalledWith({ input: { templateId: 't-1', expectedRevision: 3, audience: { id: 'public', name: publicEntry.name, scope: 'global' } } }));
    const entry = await within(screen.getByRole('list', { name: 'Audience' })).findByText(publicEntry.name);
    await waitFor(() => expect(entry.closest('li')).toHaveFocus());
    expect(screen.getByText(/Publish this draft to open it to the public/)).toBeInTheDocument();
    expect(await screen.findByText(publicRoutesOffText)).toBeInTheDocument();
  });

  it('shows a published version read-only, with the public link and its copy button', async () => {
    // Prepare
    const user = await renderSettings(loaded(templateOf('PUBLISHED', 7, [publicEntry], [{ __typename: 'ProgramRef', id: 'p-2', name: 'Laboratory Safety' }])), flags('rollout-public-routes'));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Copy public link' }));

    // Assess
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/template/g-1`);
    expect(await screen.findByText('Public link copied')).toBeInTheDocument();
    expect(screen.getByText(audienceDraftHint)).toBeInTheDocument();
    expect(screen.getByText('Start Draft in the builder to change shared programs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(publicRoutesOffText)).not.toBeInTheDocument();
  });

  it('moves the focus to the next entry after a removal, and to the heading once the list is empty', async () => {
    // Prepare
    const removeMock = (id: string, left: object[], revision: number): MockLink.MockedResponse => ({
      request: { query: RemoveTemplateAudienceDocument, variables: { input: { templateId: 't-1', expectedRevision: revision - 1, id } } },
      result: { data: { removeAudience: templateOf('DRAFT', revision, left) } },
    });
    const user = await renderSettings(loaded(templateOf('DRAFT', 1, [campusEntry, programEntry])), flags(), removeMock('01', [programEntry], 2), removeMock('p-1', [], 3));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Remove PSU Bayview' }));
    const next = await within(screen.getByRole('list', { name: 'Audience' })).findByText('Biosafety');
    await waitFor(() => expect(next.closest('li')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove Biosafety' }));

    // Assess
    expect(await screen.findByText('No audience: the members of its campus may start it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Audience' })).toHaveFocus());
  });

  it('shares with a program found by search, and says so when another author changed the template first', async () => {
    // Prepare
    const conflicted: MockLink.MockedResponse = {
      request: { query: AddTemplateSharedProgramDocument, variables: { input: { templateId: 't-1', expectedRevision: 1, program: { id: 'p-2', name: 'Laboratory Safety' } } } },
      result: { errors: [appSyncError('This template was changed elsewhere.', 'CONFLICT')] },
    };
    const user = await renderSettings(loaded(templateOf('DRAFT', 1, [])), flags(), conflicted);

    // Act
    await user.type(screen.getByRole('combobox', { name: 'Search programs' }), 'lab');
    await user.click(await screen.findByRole('option', { name: 'Laboratory Safety' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));

    // Assess
    expect(await screen.findByText(/This template was changed elsewhere. The latest version is shown/)).toBeInTheDocument();
  });
});
