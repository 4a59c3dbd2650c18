import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPasswordMessages } from '@schema/auth/password-policy';
import { createSessionStore } from '@/lib/auth/session-store';
import { renderRoutes } from '@/test/render';
import { routeTable } from './route-table';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const signedIn = {
  authenticated: true,
  user: { userId: 'user-new-starter', firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.edu', campusCode: '02', campusName: 'Harbor City', shortName: 'HC', tenantCode: 'PSS' },
  accessToken: 'token',
  expiresAt: '2099-01-01T00:00:00Z',
};

/** The auth service of a FORCE_CHANGE_PASSWORD user: the login asks for a new password, which answers `newPassword`. */
function stubAuthService(newPassword: () => Response) {
  let signedInYet = false;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/auth/api/client/sign-in-options') return json({ passwordForm: true, providers: [] });
    if (url === '/auth/api/client/refresh') return json(signedInYet ? signedIn : { authenticated: false });
    if (url === '/auth/api/login') return json({ error: newPasswordMessages.required, code: 'UNAUTHENTICATED', challenge: 'NEW_PASSWORD_REQUIRED' }, 401);
    if (url === '/auth/api/new-password') {
      const answer = newPassword();
      signedInYet = answer.ok;
      return answer;
    }
    if (url.includes('graphql')) return json({ data: null });
    throw new Error(`Unexpected request to ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signInWithTemporaryPassword(session = createSessionStore()) {
  const user = userEvent.setup();
  renderRoutes({ routes: routeTable, path: '/login', session });
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'new.starter');
  await user.type(screen.getByLabelText(/^Password/), 'demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in of a user who must choose a new password', () => {
  it('asks for a new password with the rules, focused, after the right temporary password', async () => {
    stubAuthService(() => json(signedIn));

    await signInWithTemporaryPassword();

    expect(await screen.findByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText(newPasswordMessages.required)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus());
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 14 characters/);
  });

  it('refuses a password outside the rules, or two that differ, without asking the service', async () => {
    const fetchMock = stubAuthService(() => json(signedIn));
    const user = await signInWithTemporaryPassword();

    await user.type(await screen.findByLabelText(/^New password/), 'too-simple');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'too-simple');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/does not meet the rules/);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Brand-New-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/auth/api/new-password');
  });

  it('sends the new password and signs in with the session it opened', async () => {
    const fetchMock = stubAuthService(() => json(signedIn));
    const session = createSessionStore();
    const user = await signInWithTemporaryPassword(session);

    await user.type(await screen.findByLabelText(/^New password/), 'Brand-New-Pass-42');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-New-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    await waitFor(() => expect(session.getState()).toMatchObject({ status: 'authenticated', user: { userId: 'user-new-starter' } }));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/auth/api/new-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ newPassword: 'Brand-New-Pass-42' });
  });

  it('goes back to the sign-in form with the reason when the challenge has expired', async () => {
    stubAuthService(() => json({ error: newPasswordMessages.expired, code: 'UNAUTHENTICATED' }, 401));
    const user = await signInWithTemporaryPassword();

    await user.type(await screen.findByLabelText(/^New password/), 'Brand-New-Pass-42');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Brand-New-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(newPasswordMessages.expired);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });
});
