import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { SignJWT, generateKeyPair } from 'jose';
import type { SessionRecord, UserRecord } from '../../data/entities/people';
import type { ChallengeDetails, ChallengeStore } from '../challenge-store';
import type { CognitoConfig } from '../cognito-config';
import { createCognitoIdentityProvider } from '../cognito-identity-provider';
import type { SessionStore } from '../session-store';
import type { UserDirectory } from '../user-directory';

// Shared by the Cognito adapter's unit tests: configuration, a mocked SDK client, ID tokens as Cognito
// issues them, and in-memory stores so the adapter is tested without a table.

export const config: CognitoConfig = {
  clientId: 'client-1',
  userPoolId: 'us-west-2_pool',
  issuer: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_pool',
  hostedUiUrl: 'https://login.example.edu',
  defaultIdentityProvider: 'CampusSSO',
};
export const now = new Date('2030-01-01T00:00:00Z');
export const cognito = mockClient(CognitoIdentityProviderClient);
const { privateKey } = await generateKeyPair('RS256');

/** An ID token as Cognito would issue it for a campus user. */
export const idToken = (claims: Record<string, unknown> = {}) =>
  new SignJWT({
    token_use: 'id',
    email: 'grace@example.edu',
    given_name: 'Grace',
    family_name: 'Hopper',
    'cognito:username': 'grace',
    'custom:campusCode': 'UCX',
    'custom:tenantCode': 'UC',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject('sub-grace')
    .setIssuer(config.issuer)
    .setAudience(config.clientId)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + 3600_000))
    .sign(privateKey);

/** The adapter over in-memory stand-ins for the table, with the maps behind them. */
export function memoryStores() {
  const sessions = new Map<string, SessionRecord>();
  const users = new Map<string, UserRecord>();
  let next = 0;
  const sessionStore: SessionStore = {
    async create({ userId, refreshToken, now: at }) {
      next += 1;
      const record: SessionRecord = { sessionId: `s${next}`, userId, createdAt: at.toISOString(), expiresAt: '2030-01-02T00:00:00Z', ...(refreshToken ? { refreshToken } : {}) };
      sessions.set(record.sessionId, record);
      return { sessionId: record.sessionId, record };
    },
    find: async (id) => sessions.get(id),
    findActive: async (id) => (sessions.get(id)?.revokedAt ? undefined : sessions.get(id)),
    async revoke(id, at) {
      const record = sessions.get(id);
      if (record) record.revokedAt = at.toISOString();
    },
  };
  const directory: UserDirectory = {
    findUser: async (id) => users.get(id),
    async ensureUser(user) {
      if (!users.has(user.userId)) users.set(user.userId, user);
      return users.get(user.userId) as UserRecord;
    },
  };
  const challenges = new Map<string, ChallengeDetails>();
  const challengeStore: ChallengeStore = {
    async open(details) {
      next += 1;
      challenges.set(`c${next}`, details);
      return `c${next}`;
    },
    async take(id) {
      const details = challenges.get(id);
      challenges.delete(id);
      return details;
    },
  };
  const provider = createCognitoIdentityProvider({ config, sessions: sessionStore, users: directory, challenges: challengeStore, now: () => now });
  return { sessions, users, challenges, provider };
}

