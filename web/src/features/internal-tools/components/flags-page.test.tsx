import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSyncError } from '@/test/appsync-error';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { FeatureFlagHistoryDocument } from '../api/feature-flag-history.generated';
import { FeatureFlagSettingsDocument } from '../api/feature-flag-settings.generated';
import { SetFeatureFlagDocument } from '../api/set-feature-flag.generated';
import { FlagsPage } from './flags-page';

const campusesOf = (on: string[]) =>
  [
    ['01', 'PSU Bayview'],
    ['02', 'PSU Hillside'],
  ].map(([campusCode, campusName]) => ({ __typename: 'FeatureFlagCampusState', campusCode, campusName, enabled: on.includes(campusCode!) }));

function flag(key: string, state: { enabled: boolean; campusCodes: string[]; version: number; updatedBy?: string }, known = true) {
  const on = state.enabled ? (state.campusCodes.length ? state.campusCodes : ['01', '02']) : [];
  return {
    __typename: 'FeatureFlagSetting',
    key,
    description: `What ${key} gates`,
    enabled: state.enabled,
    campusCodes: state.campusCodes,
    userIds: [],
    known,
    version: state.version,
    updatedAt: state.version ? '2026-11-24T10:00:00.000Z' : null,
    updatedBy: state.updatedBy ?? (state.version ? 'user-global-admin' : null),
    campuses: campusesOf(on),
  };
}

const settings = (...flags: Array<ReturnType<typeof flag>>): MockLink.MockedResponse => ({
  request: { query: FeatureFlagSettingsDocument },
  result: { data: { featureFlagSettings: flags } },
});

const history = (
  items: Array<{ enabled: boolean; campusCodes: string[] }>,
  { cursor = null, nextCursor = null, uses = 1 }: { cursor?: string | null; nextCursor?: string | null; uses?: number } = {},
): MockLink.MockedResponse => ({
  request: { query: FeatureFlagHistoryDocument, variables: { key: 'poc-import-mapper', limit: 10, cursor } },
  result: {
    data: {
      featureFlagHistory: {
        __typename: 'FeatureFlagChangePage',
        items: items.map((item, index) => ({
          __typename: 'FeatureFlagChange',
          key: 'poc-import-mapper',
          changedAt: `2026-11-2${4 - index}T10:00:00.000Z`,
          changedBy: 'user-global-admin',
          source: 'api',
          userIds: [],
          ...item,
        })),
        nextCursor,
      },
    },
  },
  maxUsageCount: uses,
});

const setTo01 = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SetFeatureFlagDocument, variables: { input: { key: 'poc-import-mapper', enabled: true, campusCodes: ['01'], userIds: [], expectedVersion: 0 } } },
  result,
});

async function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderScreen(<FlagsPage />, { pattern: '/flags', path: '/flags', session: await signedInSession(), mocks });
}

async function openFlag(key: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${key}` }));
  return { user, panel: await screen.findByRole('dialog', { name: key }) };
}

describe('FlagsPage', () => {
  it('lists every flag with who sees it on and its last change', async () => {
    await renderPage([settings(flag('rollout-dashboard', { enabled: true, campusCodes: [], version: 1 }), flag('poc-import-mapper', { enabled: false, campusCodes: [], version: 0 }, false))]);

    const table = await screen.findByRole('table', { name: 'Feature flags' });
    const dashboard = within(table).getByText('rollout-dashboard').closest('tr')!;
    expect(within(dashboard).getByText('On for everyone')).toBeInTheDocument();
    expect(within(dashboard).getByText('2 of 2 campuses')).toBeInTheDocument();
    const mapper = within(table).getByText('poc-import-mapper').closest('tr')!;
    expect(within(mapper).getByText('Off')).toBeInTheDocument();
    expect(within(mapper).getByText('Never set')).toBeInTheDocument();
    expect(within(mapper).getByText('Not read by the product')).toBeInTheDocument();
  });

  it('switches a flag on for one campus after confirmation, and shows the change in its history', async () => {
    await renderPage([
      settings(flag('poc-import-mapper', { enabled: false, campusCodes: [], version: 0 })),
      history([]),
      setTo01({ data: { setFeatureFlag: flag('poc-import-mapper', { enabled: true, campusCodes: ['01'], version: 1 }) } }),
      history([{ enabled: true, campusCodes: ['01'] }], { uses: 3 }),
    ]);
    const { user, panel } = await openFlag('poc-import-mapper');
    expect(await within(panel).findByText('No change recorded yet: nobody has set this flag, so it is off.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'PSU Bayview (01)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn poc-import-mapper on for PSU Bayview (01)?' });
    expect(within(confirm).getByText(/After this change the flag is: On for campus 01\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('poc-import-mapper is now on for PSU Bayview (01).')).toBeInTheDocument();
    expect(await within(panel).findByRole('switch', { name: 'PSU Bayview (01)' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'PSU Hillside (02)' })).not.toBeChecked();
    expect(await within(within(panel).getByRole('list', { name: 'History' })).findByText('On for campus 01')).toBeInTheDocument();
  });

  it('leaves the flag as it was when the confirmation is cancelled', async () => {
    await renderPage([settings(flag('poc-import-mapper', { enabled: false, campusCodes: [], version: 0 })), history([])]);
    const { user, panel } = await openFlag('poc-import-mapper');

    await user.click(within(panel).getByRole('switch', { name: 'On for everyone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn poc-import-mapper on for everyone?' })).getByRole('button', { name: 'Cancel' }));

    expect(await within(panel).findByRole('switch', { name: 'On for everyone' })).not.toBeChecked();
  });

  it('shows the state someone else left when their change came first', async () => {
    await renderPage([
      settings(flag('poc-import-mapper', { enabled: false, campusCodes: [], version: 0 })),
      history([]),
      setTo01({ errors: [appSyncError('Flag poc-import-mapper was changed by someone else meanwhile.', 'CONFLICT', { current: null })] }),
      settings(flag('poc-import-mapper', { enabled: true, campusCodes: ['02'], version: 1, updatedBy: 'user-campus-admin' })),
      history([{ enabled: true, campusCodes: ['02'] }], { uses: 3 }),
    ]);
    const { user, panel } = await openFlag('poc-import-mapper');

    await user.click(within(panel).getByRole('switch', { name: 'PSU Bayview (01)' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Turn poc-import-mapper on/ })).getByRole('button', { name: 'Turn on' }));

    expect(await within(panel).findByText(/Someone else changed poc-import-mapper while you were deciding\. Its current state is shown: On for campus 02\./)).toBeInTheDocument();
    expect(await within(panel).findByRole('switch', { name: 'PSU Hillside (02)' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'PSU Bayview (01)' })).not.toBeChecked();
  });

  it('pages the history by cursor', async () => {
    await renderPage([
      settings(flag('poc-import-mapper', { enabled: true, campusCodes: ['01'], version: 12 })),
      history([{ enabled: true, campusCodes: ['01'] }], { nextCursor: 'cursor-2' }),
      history([{ enabled: false, campusCodes: [] }], { cursor: 'cursor-2' }),
    ]);
    const { user, panel } = await openFlag('poc-import-mapper');

    await user.click(await within(panel).findByRole('button', { name: 'Load older changes' }));

    expect(await within(panel).findByText('Off')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load older changes' })).not.toBeInTheDocument();
  });

  it('says when no flag matches the filter', async () => {
    await renderPage([settings(flag('rollout-dashboard', { enabled: true, campusCodes: [], version: 1 }))]);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Filter flags' }), 'inventory');

    expect(screen.getByText('No flag matches “inventory”.')).toBeInTheDocument();
  });

  it('says there are no flags when there are none', async () => {
    await renderPage([settings()]);

    expect(await screen.findByText('There are no feature flags.')).toBeInTheDocument();
  });

  it('shows the access-denied page when the API refuses the caller', async () => {
    await renderPage([{ request: { query: FeatureFlagSettingsDocument }, result: { errors: [appSyncError('Feature flags are an internal tool.', 'FORBIDDEN')] } }]);

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the error page when the flags cannot be read', async () => {
    await renderPage([{ request: { query: FeatureFlagSettingsDocument }, error: new Error('network down') }]);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
