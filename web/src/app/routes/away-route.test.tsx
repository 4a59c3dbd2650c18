import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AwayTemplateDocument } from '@/features/away/api/away-template.generated';
import { FeatureFlagsDocument } from '@/lib/feature-flags/feature-flags.generated';
import { flagsResult, signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import AwayRoute from './away-route';

async function renderAway(path: string, awayTemplate: { templateGroupId: string } | null, ...flags: string[]) {
  const target = awayTemplate ? { __typename: 'AwayTarget', ...awayTemplate } : null;
  return renderRoutes({
    routes: [
      { path: '/away', element: <AwayRoute /> },
      { path: '/away/*', element: <AwayRoute /> },
      { path: '/template/:templateGroupId', element: <p>Template intro</p> },
    ],
    path,
    session: await signedInSession(),
    mocks: [
      { request: { query: FeatureFlagsDocument }, result: flagsResult(...flags), maxUsageCount: 5 },
      { request: { query: AwayTemplateDocument }, result: { data: { awayTemplate: target } } },
    ],
  });
}

describe('AwayRoute', () => {
  it("redirects to the campus's Away form at /template/{id}", async () => {
    // Act
    const { router } = await renderAway('/away', { templateGroupId: 'tg-away-01' }, 'rollout-away-redirect');

    // Assess
    expect(await screen.findByText('Template intro')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/tg-away-01');
  });

  it('redirects from any address under /away', async () => {
    // Act
    const { router } = await renderAway('/away/anything/here', { templateGroupId: 'tg-away-03' }, 'rollout-away-redirect');

    // Assess
    expect(await screen.findByText('Template intro')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template/tg-away-03');
  });

  it('shows the not-found page when the campus has no Away form', async () => {
    // Act
    await renderAway('/away', null, 'rollout-away-redirect');

    // Assess
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found page while rollout-away-redirect is off', async () => {
    // Act
    const { router } = await renderAway('/away', { templateGroupId: 'tg-away-01' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/away');
  });
});
