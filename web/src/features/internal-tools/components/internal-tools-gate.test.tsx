import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { InternalToolsAccessDocument } from '../api/internal-tools-access.generated';
import { DrsPage } from './drs-page';
import { InternalToolsGate } from './internal-tools-gate';

async function renderDrs(internalTools: boolean) {
  return renderScreen(
    <InternalToolsGate>
      <DrsPage />
    </InternalToolsGate>,
    {
      pattern: '/drs',
      path: '/drs',
      session: await signedInSession(),
      mocks: [{ request: { query: InternalToolsAccessDocument }, result: { data: { navigationAccess: { __typename: 'NavigationAccess', internalTools } } } }],
    },
  );
}

describe('the internal tools gate and the data retention schedule', () => {
  it('shows internal-tools users what the schedule will do and why it is not built yet', async () => {
    await renderDrs(true);

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Retention Schedule' })).toBeInTheDocument();
    expect(screen.getByText('Not built yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why it is not built yet' })).toBeInTheDocument();
    expect(screen.getByText(/Legal and records-management sign-off/)).toBeInTheDocument();
  });

  it('shows everyone else the access-denied page', async () => {
    await renderDrs(false);

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Data Retention Schedule')).not.toBeInTheDocument();
  });
});
