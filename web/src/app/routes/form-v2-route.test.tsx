import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { formMock, question } from '@/features/forms/test/form-fixtures';
import FormV2Route from './form-v2-route';

async function renderAt(...flags: string[]) {
  renderScreen(<FormV2Route />, {
    pattern: '/form/v2/:formId',
    path: '/form/v2/f1',
    session: await signedInSession(),
    mocks: [
      { request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 10 },
      formMock([question('TextQuestion', 'q-room', 'Room number', { input: 'short' })], []),
    ],
  });
}

describe('FormV2Route', () => {
  it('shows the not-found page while rollout-form-v2 is off', async () => {
    // Act
    await renderAt();

    // Assess
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lab Inspection' })).not.toBeInTheDocument();
  });

  it('shows the form when rollout-form-v2 is on', async () => {
    // Act
    await renderAt('rollout-form-v2');

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab Inspection' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Room number/ })).toBeInTheDocument();
  });
});
