import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@/lib/auth/session-store';
import { renderRoutes } from '@/test/render';
import { routeTable } from './route-table';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Stubs the auth service: signed out, offering the given sign-in options. */
function stubAuthService(options: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/auth/api/client/refresh') return json({ authenticated: false });
      if (url === '/auth/api/client/sign-in-options') return json(options);
      throw new Error(`Unexpected request to ${url}`);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in page', () => {
  it("offers each campus's single sign-on and the administrator sign-in, and no password form, where there is a hosted sign-in", async () => {
    // Prepare
    stubAuthService({
      passwordForm: false,
      providers: [{ id: 'PSS SSO', label: 'PSS single sign-on' }, { id: 'COGNITO', label: 'an administrator account' }],
    });

    // Act
    renderRoutes({ routes: routeTable, path: '/login', session: createSessionStore() });

    // Assess
    const campus = await screen.findByRole('link', { name: 'Sign in with PSS single sign-on' });
    expect(campus).toHaveAttribute('href', '/auth/api/authorize?identity_provider=PSS%20SSO');
    expect(screen.getByRole('link', { name: 'Sign in with an administrator account' })).toHaveAttribute(
      'href',
      '/auth/api/authorize?identity_provider=COGNITO',
    );
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('says why the hosted sign-in was refused when it sends the browser back with an error', async () => {
    // Prepare
    stubAuthService({ passwordForm: false, providers: [{ id: 'Bayview', label: 'PSU Bayview' }] });

    // Act
    renderRoutes({ routes: routeTable, path: '/login?error=incomplete-profile', session: createSessionStore() });

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no campus.');
  });

  it('shows the username and password form locally', async () => {
    // Prepare
    stubAuthService({ passwordForm: true, providers: [] });

    // Act
    renderRoutes({ routes: routeTable, path: '/login', session: createSessionStore() });

    // Assess
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('has one main landmark, the layout’s, that screen readers jump to', async () => {
    stubAuthService({ passwordForm: true, providers: [] });

    renderRoutes({ routes: routeTable, path: '/login', session: createSessionStore() });

    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
