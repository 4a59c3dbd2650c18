import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsAdapter } from '@/lib/analytics';
import { createSessionStore } from '@/lib/auth/session-store';
import { staffOne } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { routeTable } from './route-table';

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch for the auth endpoints only; any other request fails the test. */
function stubAuthEndpoints(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = handlers[url];
    if (!handler) throw new Error(`Unexpected request to ${url}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAnalyticsAdapter({ identify: () => undefined, reset: () => undefined });
});

describe('session gate', () => {
  it('shows a loading indicator until the refresh call answers', () => {
    // Prepare
    stubAuthEndpoints({ '/auth/api/client/refresh': () => new Promise<Response>(() => undefined) });

    // Act
    renderRoutes({ routes: routeTable, path: '/', session: createSessionStore() });

    // Assess
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends an unauthenticated user to the login page, keeping where they were going', async () => {
    // Prepare
    stubAuthEndpoints({ '/auth/api/client/refresh': () => json(200, { authenticated: false }) });

    // Act
    const { router } = renderRoutes({ routes: routeTable, path: '/template/g1', session: createSessionStore() });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Ftemplate%2Fg1');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    // Prepare
    stubAuthEndpoints({
      '/auth/api/client/refresh': () => json(200, { authenticated: false }),
      '/auth/api/login': () => json(401, { error: 'Incorrect username or password.', code: 'UNAUTHENTICATED' }),
    });
    renderRoutes({ routes: routeTable, path: '/login', session: createSessionStore() });
    const user = userEvent.setup();

    // Act
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'staff.one');
    await user.type(screen.getByLabelText(/Password/), 'wrong{Enter}');

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('signs in, hands the identity to analytics and returns to the page asked for', async () => {
    // Prepare
    const identify = vi.fn();
    setAnalyticsAdapter({ identify, reset: () => undefined });
    const session = { authenticated: true, user: staffOne, accessToken: 'jwt', expiresAt: new Date(Date.now() + 900_000).toISOString() };
    const fetchMock = stubAuthEndpoints({
      '/auth/api/client/refresh': () => json(200, { authenticated: false }),
      '/auth/api/login': () => json(200, session),
    });
    const { router } = renderRoutes({ routes: routeTable, path: '/login?returnTo=%2Fworkspace', session: createSessionStore() });
    const user = userEvent.setup();

    // Act
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'staff.one');
    await user.type(screen.getByLabelText(/Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
    expect(identify).toHaveBeenCalledWith(expect.objectContaining({ userId: 'staff.one', shortName: 'Bayview', campusName: 'PSU Bayview' }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/auth/api/login') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'staff.one', password: 'demo' });
  });
});
