import {
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../data/entities/people';
import { cognito, idToken, memoryStores, now } from './testing/cognito-fixtures';

beforeEach(() => cognito.reset());

describe('the Cognito identity adapter', () => {
  it('signs in with USER_PASSWORD_AUTH, creates the profile from the ID token and keeps the refresh token', async () => {
    const { provider, sessions, users } = memoryStores();
    const token = await idToken();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: token, AccessToken: 'access', RefreshToken: 'refresh-1' } });

    const result = await provider.signIn('grace', 'pw');

    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'grace', PASSWORD: 'pw' },
    });
    expect(result).toMatchObject({ ok: true, session: { sessionId: 's1', token: { accessToken: token, expiresAt: '2030-01-01T01:00:00.000Z' } } });
    expect(users.get('sub-grace')).toMatchObject({ username: 'grace', firstName: 'Grace', lastName: 'Hopper', campusCode: 'UCX', tenantCode: 'UC', status: 'ACTIVE' });
    expect(sessions.get('s1')).toMatchObject({ userId: 'sub-grace', refreshToken: 'refresh-1' });
  });

  it('keeps an existing profile rather than overwriting it from the token', async () => {
    const { provider, users } = memoryStores();
    users.set('sub-grace', { userId: 'sub-grace', firstName: 'Rear Admiral', status: 'ACTIVE' } as UserRecord);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'r' } });

    const result = await provider.signIn('grace', 'pw');

    expect(result.ok && result.session.user.firstName).toBe('Rear Admiral');
  });

  it('refuses a wrong password as invalid credentials', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));

    const result = await provider.signIn('grace', 'nope');

    expect(result).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.size).toBe(0);
  });

  it("answers NEW_PASSWORD_REQUIRED with a challenge holding Cognito's session, without opening a session", async () => {
    const { provider, sessions, challenges } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'x', ChallengeParameters: { USER_ID_FOR_SRP: 'sub-grace' } });

    const result = await provider.signIn('grace', 'temporary');

    expect(result).toEqual({ ok: false, reason: 'new-password-required', challengeId: 'c1' });
    expect(challenges.get('c1')).toEqual({ userId: 'sub-grace', username: 'sub-grace', providerSession: 'x' });
    expect(sessions.size).toBe(0);
  });

  it('sets the new password with RespondToAuthChallenge and opens a session', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'cognito-session', ChallengeParameters: { USER_ID_FOR_SRP: 'sub-grace' } });
    cognito.on(RespondToAuthChallengeCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-2' } });
    await provider.signIn('grace', 'temporary');

    const result = await provider.completeNewPassword('c1', 'Correct-Horse7!');

    expect(cognito.commandCalls(RespondToAuthChallengeCommand)[0]?.args[0].input).toEqual({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'client-1',
      Session: 'cognito-session',
      ChallengeResponses: { USERNAME: 'sub-grace', NEW_PASSWORD: 'Correct-Horse7!' },
    });
    expect(result).toMatchObject({ ok: true, session: { user: { userId: 'sub-grace', idps: ['COGNITO'] } } });
    expect([...sessions.values()][0]).toMatchObject({ userId: 'sub-grace', refreshToken: 'refresh-2' });
  });

  it('refuses a new password outside the policy before asking Cognito, and a used challenge afterwards', async () => {
    const { provider } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    cognito.on(RespondToAuthChallengeCommand).rejects(new InvalidPasswordException({ message: 'Password does not conform to policy', $metadata: {} }));
    await provider.signIn('grace', 'temporary');

    const weak = await provider.completeNewPassword('c1', 'short');
    const refusedByPool = await provider.completeNewPassword('c1', 'Correct-Horse7!');
    const reused = await provider.completeNewPassword('c1', 'Correct-Horse7!');

    expect(weak).toEqual({ ok: false, reason: 'password-policy' });
    expect(refusedByPool).toEqual({ ok: false, reason: 'password-policy' });
    expect(reused).toEqual({ ok: false, reason: 'challenge-expired' });
    expect(cognito.commandCalls(RespondToAuthChallengeCommand)).toHaveLength(1);
  });

  it('refuses an inactive user and revokes the refresh token Cognito just issued', async () => {
    const { provider, users } = memoryStores();
    users.set('sub-grace', { userId: 'sub-grace', status: 'INACTIVE' } as UserRecord);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(RevokeTokenCommand).resolves({});

    const result = await provider.signIn('grace', 'pw');

    expect(result).toEqual({ ok: false, reason: 'inactive' });
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({ Token: 'refresh-1', ClientId: 'client-1' });
  });

  it('refuses a user whose token has no campus attributes', async () => {
    const { provider, users } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken({ 'custom:campusCode': undefined }) } });

    const result = await provider.signIn('grace', 'pw');

    expect(result).toEqual({ ok: false, reason: 'incomplete-profile' });
    expect(users.size).toBe(0);
  });

  it('refreshes a session with REFRESH_TOKEN_AUTH and the stored refresh token', async () => {
    const { provider } = memoryStores();
    cognito.on(InitiateAuthCommand, { AuthFlow: 'USER_PASSWORD_AUTH' }).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    const fresh = await idToken({ jti: 'fresh' });
    cognito.on(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves({ AuthenticationResult: { IdToken: fresh } });
    await provider.signIn('grace', 'pw');

    const signedIn = await provider.refresh('s1');

    expect(cognito.commandCalls(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' })[0]?.args[0].input.AuthParameters).toEqual({ REFRESH_TOKEN: 'refresh-1' });
    expect(signedIn?.token.accessToken).toBe(fresh);
    expect(signedIn?.user.userId).toBe('sub-grace');
  });

  it('ends the session when Cognito no longer accepts its refresh token', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand, { AuthFlow: 'USER_PASSWORD_AUTH' }).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).rejects(new NotAuthorizedException({ message: 'Refresh Token has been revoked', $metadata: {} }));
    await provider.signIn('grace', 'pw');

    const signedIn = await provider.refresh('s1');

    expect(signedIn).toBeUndefined();
    expect(sessions.get('s1')?.revokedAt).toBe(now.toISOString());
  });

  it('revokes the refresh token in Cognito and the session here on sign-out', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(RevokeTokenCommand).resolves({});
    await provider.signIn('grace', 'pw');

    await provider.signOut('s1');

    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({ Token: 'refresh-1', ClientId: 'client-1' });
    expect(sessions.get('s1')?.revokedAt).toBeDefined();
  });
});
