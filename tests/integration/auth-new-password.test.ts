import './support/auth-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUser } from '../../functions/data/people-repository';
import { newPasswordMessages } from '../../schema/src/auth/password-policy';
import { startTestStore } from './support/local-store';
import { challengeCookieOf, givenUser, sessionCookieOf, whenChoosingNewPassword, whenLoggingIn, whenRefreshing } from './support/auth-steps';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const newPassword = 'Brand-New-Pass-42';

describe("the new-password step (Cognito's NEW_PASSWORD_REQUIRED, locally)", () => {
  it('answers the right temporary password with the challenge and its cookie, and opens no session', async () => {
    const { user, password } = await givenUser({ status: 'FORCE_CHANGE_PASSWORD' });

    const right = await whenLoggingIn(user.username, password);
    const wrong = await whenLoggingIn(user.username, 'not-the-password');

    expect(right.statusCode).toBe(401);
    expect(right.json).toEqual({ error: newPasswordMessages.required, code: 'UNAUTHENTICATED', challenge: 'NEW_PASSWORD_REQUIRED' });
    expect(right.cookies).toHaveLength(1);
    expect(right.cookies?.[0]).toMatch(/^npc=[\w-]{43}; Path=\/auth\/api\/new-password; Max-Age=180; HttpOnly; SameSite=Lax$/);
    expect(wrong.json).toEqual({ error: 'Incorrect username or password.', code: 'UNAUTHENTICATED' });
    expect(wrong.cookies).toBeUndefined();
  });

  it('sets the new password, makes the user ACTIVE and opens a session; the new password signs in afterwards', async () => {
    const { user, password } = await givenUser({ status: 'FORCE_CHANGE_PASSWORD' });
    const challenge = challengeCookieOf(await whenLoggingIn(user.username, password));

    const result = await whenChoosingNewPassword(newPassword, challenge);

    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({ authenticated: true, user: { userId: user.userId } });
    expect((await whenRefreshing(sessionCookieOf(result))).json).toMatchObject({ authenticated: true });
    expect(result.cookies).toContain('npc=; Path=/auth/api/new-password; Max-Age=0; HttpOnly; SameSite=Lax');
    expect((await findUser(user.userId))?.status).toBe('ACTIVE');
    expect((await whenLoggingIn(user.username, newPassword)).statusCode).toBe(200);
    expect((await whenLoggingIn(user.username, password)).statusCode).toBe(401);
  });

  it('refuses a password outside the policy with its rule, and keeps the challenge for a better one', async () => {
    const { user, password } = await givenUser({ status: 'FORCE_CHANGE_PASSWORD' });
    const challenge = challengeCookieOf(await whenLoggingIn(user.username, password));

    const weak = await whenChoosingNewPassword('password', challenge);
    const better = await whenChoosingNewPassword(newPassword, challenge);

    expect(weak.statusCode).toBe(400);
    expect(weak.json).toEqual({ error: newPasswordMessages.policy, code: 'BAD_USER_INPUT' });
    expect(better.statusCode).toBe(200);
  });

  it('takes a challenge once: a second answer, or one without the cookie, goes back to the sign-in', async () => {
    const { user, password } = await givenUser({ status: 'FORCE_CHANGE_PASSWORD' });
    const challenge = challengeCookieOf(await whenLoggingIn(user.username, password));

    const answers = await Promise.all([whenChoosingNewPassword(newPassword, challenge), whenChoosingNewPassword('Other-New-Pass-43', challenge)]);
    const withoutCookie = await whenChoosingNewPassword(newPassword);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)?.json).toEqual({ error: newPasswordMessages.expired, code: 'UNAUTHENTICATED' });
    expect(withoutCookie.statusCode).toBe(401);
    expect(withoutCookie.json?.error).toBe(newPasswordMessages.expired);
  });

  it('refuses a user deactivated while the challenge was open', async () => {
    const { user, password } = await givenUser({ status: 'FORCE_CHANGE_PASSWORD' });
    const challenge = challengeCookieOf(await whenLoggingIn(user.username, password));
    await givenUser({ ...user, status: 'INACTIVE' }, password);

    const result = await whenChoosingNewPassword(newPassword, challenge);

    expect(result.statusCode).toBe(401);
    expect((await findUser(user.userId))?.status).toBe('INACTIVE');
  });
});
