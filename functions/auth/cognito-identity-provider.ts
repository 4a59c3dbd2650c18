import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { meetsPasswordPolicy } from '../../schema/src/auth/password-policy';
import { tableChallengeStore, type ChallengeStore } from './challenge-store';
import { cognitoClient } from './cognito-client';
import { cognitoConfigFromEnv, type CognitoConfig } from './cognito-config';
import { exchangeAuthorizationCode, hostedUiAuthorizeUrl } from './cognito-hosted-ui';
import { readIdToken } from './cognito-id-token';
import type { HostedSignIn, IdentityProvider, SignedIn, SignInResult } from './identity-provider';
import { sessionSeconds, tableSessionStore, type SessionStore } from './session-store';
import { tableUserDirectory, type UserDirectory } from './user-directory';

/** What the Cognito adapter needs; unit tests pass configuration, in-memory stores and a clock. */
export interface CognitoIdentityDependencies {
  config: CognitoConfig;
  sessions: SessionStore;
  users: UserDirectory;
  challenges: ChallengeStore;
  now: () => Date;
}

// Cognito's answers to a wrong password or unknown user (which one depends on the pool's settings).
const refusals = new Set(['NotAuthorizedException', 'UserNotFoundException', 'UserNotConfirmedException']);
const challenges = new Set(['PasswordResetRequiredException']);
// RespondToAuthChallenge's answers to a spent or expired Session, and to a password the pool's policy refuses.
const spentChallenge = new Set(['NotAuthorizedException', 'ExpiredCodeException', 'CodeMismatchException']);
const refusedPassword = new Set(['InvalidPasswordException']);

/**
 * The Cognito identity adapter: password sign-in through InitiateAuth (USER_PASSWORD_AUTH, an app client
 * without a secret), redirect sign-in through the hosted UI, sessions in the table holding Cognito's refresh
 * token. The bearer handed to the browser is Cognito's ID token: it carries the profile claims
 * (email, given_name, custom:campusCode...) that resolvers read from the AppSync identity, which Cognito's
 * access token lacks unless a pre-token-generation trigger adds them. AppSync's user-pool mode accepts both.
 */
export function createCognitoIdentityProvider(
  dependencies: Partial<CognitoIdentityDependencies> = {},
): IdentityProvider {
  const { config, sessions, users, challenges: challengeStore, now } = {
    sessions: tableSessionStore,
    users: tableUserDirectory,
    challenges: tableChallengeStore,
    now: () => new Date(),
    ...dependencies,
    config: dependencies.config ?? cognitoConfigFromEnv(),
  };

  const revokeRefreshToken = (token: string) =>
    cognitoClient().send(new RevokeTokenCommand({ Token: token, ClientId: config.clientId }));

  /** The profile (created on first sign-in) and bearer described by a fresh ID token. */
  async function signedInFrom(idToken: string): Promise<SignedIn | 'incomplete-profile' | 'inactive'> {
    const reading = readIdToken(idToken, config, now());
    if (!reading.ok) return 'incomplete-profile';
    const user = await users.ensureUser(reading.profile);
    return user.status === 'INACTIVE' ? 'inactive' : { user, token: reading.token };
  }

  async function openSession(tokens: { idToken: string; refreshToken?: string }): Promise<SignInResult> {
    const signedIn = await signedInFrom(tokens.idToken);
    if (typeof signedIn === 'string') {
      if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
      return { ok: false, reason: signedIn };
    }
    const { sessionId } = await sessions.create({
      userId: signedIn.user.userId,
      now: now(),
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    });
    return { ok: true, session: { ...signedIn, sessionId, maxAgeSeconds: sessionSeconds() } };
  }

  async function initiateAuth(flow: 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH', parameters: Record<string, string>) {
    return cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: flow, ClientId: config.clientId, AuthParameters: parameters }),
    );
  }

  const hostedSignIn = config.hostedUiUrl ? hostedSignInAt(config.hostedUiUrl) : undefined;

  /** Redirect sign-in through the hosted UI; the app client's registered callback wins over the request's. */
  function hostedSignInAt(hostedUiUrl: string): HostedSignIn {
    const callbackUrl = (requested: string) => config.redirectUri ?? requested;
    return {
      authorizeUrl: (request) => {
        const identityProvider = request.identityProvider ?? config.defaultIdentityProvider;
        return hostedUiAuthorizeUrl(hostedUiUrl, config.clientId, {
          ...request,
          redirectUri: callbackUrl(request.redirectUri),
          ...(identityProvider ? { identityProvider } : {}),
        });
      },
      complete: async (input) =>
        openSession(
          await exchangeAuthorizationCode(hostedUiUrl, config.clientId, { ...input, redirectUri: callbackUrl(input.redirectUri) }),
        ),
    };
  }

  return {
    kind: 'cognito',
    ...(hostedSignIn ? { hostedSignIn } : {}),

    async signIn(username, password) {
      let result: AuthenticationResultType | undefined;
      try {
        const answer = await initiateAuth('USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: password });
        if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED' && answer.Session) {
          const userId = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username;
          const challengeId = await challengeStore.open({ userId, username: userId, providerSession: answer.Session }, now());
          return { ok: false, reason: 'new-password-required', challengeId };
        }
        if (answer.ChallengeName) return { ok: false, reason: 'challenge-required' };
        result = answer.AuthenticationResult;
      } catch (error) {
        const name = (error as Error).name;
        if (refusals.has(name)) return { ok: false, reason: 'invalid-credentials' };
        if (challenges.has(name)) return { ok: false, reason: 'challenge-required' };
        throw error;
      }
      if (!result?.IdToken) throw new Error('Cognito answered InitiateAuth without an ID token.');
      return openSession({ idToken: result.IdToken, ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}) });
    },

    async completeNewPassword(challengeId, newPassword) {
      if (!meetsPasswordPolicy(newPassword)) return { ok: false, reason: 'password-policy' };
      const challenge = await challengeStore.take(challengeId, now());
      if (!challenge?.providerSession) return { ok: false, reason: 'challenge-expired' };
      let result: AuthenticationResultType | undefined;
      try {
        const answer = await cognitoClient().send(
          new RespondToAuthChallengeCommand({
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            ClientId: config.clientId,
            Session: challenge.providerSession,
            ChallengeResponses: { USERNAME: challenge.username, NEW_PASSWORD: newPassword },
          }),
        );
        // A further step (an MFA set-up) is the hosted page's to do.
        if (answer.ChallengeName) return { ok: false, reason: 'challenge-required' };
        result = answer.AuthenticationResult;
      } catch (error) {
        const name = (error as Error).name;
        if (spentChallenge.has(name)) return { ok: false, reason: 'challenge-expired' };
        if (refusedPassword.has(name)) return { ok: false, reason: 'password-policy' };
        throw error;
      }
      if (!result?.IdToken) throw new Error('Cognito answered RespondToAuthChallenge without an ID token.');
      return openSession({ idToken: result.IdToken, ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}) });
    },

    async refresh(sessionId) {
      const session = await sessions.findActive(sessionId, now());
      if (!session?.refreshToken) return undefined;
      let idToken: string | undefined;
      try {
        const answer = await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: session.refreshToken });
        idToken = answer.AuthenticationResult?.IdToken;
      } catch (error) {
        // Revoked in Cognito, expired, or the user was disabled there: the session is over here too.
        if ((error as Error).name !== 'NotAuthorizedException') throw error;
      }
      const signedIn = idToken ? await signedInFrom(idToken) : undefined;
      if (typeof signedIn === 'object' && signedIn.user.userId === session.userId) return signedIn;
      await sessions.revoke(sessionId, now());
      return undefined;
    },

    async signOut(sessionId) {
      const session = await sessions.find(sessionId);
      const refreshToken = session && !session.revokedAt ? session.refreshToken : undefined;
      // Local revocation first: the browser is signed out here even if Cognito cannot be reached.
      await sessions.revoke(sessionId, now());
      if (refreshToken) await revokeRefreshToken(refreshToken);
    },
  };
}
