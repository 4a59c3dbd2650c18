import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { UserRecord } from '../data/entities/people';
import { positiveNumberEnv } from './env';
import { localSigningKey, signingAlgorithm } from './local-signing-key';

/** The issuer of tokens signed by the local identity adapter. */
export const localIssuer = 'urn:campus-forms:local';

/**
 * The claims of an access token, named as Cognito names them (its ID token's profile claims plus
 * `token_use`), so resolvers read a local caller and a Cognito caller the same way.
 */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  'custom:campusCode': string;
  'custom:tenantCode': string;
  'cognito:username': string;
  token_use: 'access';
  iss: string;
  exp: number;
  iat: number;
  jti: string;
}

/** A short-lived bearer token and when it stops being accepted. */
export interface IssuedToken {
  accessToken: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** The user fields a token describes. */
export type TokenSubject = Pick<
  UserRecord,
  'userId' | 'username' | 'email' | 'firstName' | 'lastName' | 'campusCode' | 'tenantCode'
>;

/** Signs an access token for a user with the local key; lifetime ACCESS_TOKEN_MINUTES (default 15). */
export async function issueAccessToken(user: TokenSubject, now: Date = new Date()): Promise<IssuedToken> {
  const key = await localSigningKey();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + Math.round(positiveNumberEnv('ACCESS_TOKEN_MINUTES', 15) * 60);
  const accessToken = await new SignJWT({
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    'custom:campusCode': user.campusCode,
    'custom:tenantCode': user.tenantCode,
    'cognito:username': user.username,
    token_use: 'access',
  })
    .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
    .setSubject(user.userId)
    .setIssuer(localIssuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(key.privateKey);
  return { accessToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

const requiredStrings = ['sub', 'jti', 'email', 'given_name', 'family_name', 'custom:campusCode', 'custom:tenantCode'];

/**
 * Verifies a local access token (signature, issuer, algorithm, expiry and token use) and answers its
 * claims; throws when any check fails. The local GraphQL harness calls this for `Authorization: Bearer`,
 * as AppSync's Cognito mode does for Cognito tokens.
 */
export async function verifyAccessToken(token: string, now: Date = new Date()): Promise<AccessTokenClaims> {
  const key = await localSigningKey();
  const { payload } = await jwtVerify(token, key.publicKey, {
    issuer: localIssuer,
    algorithms: [signingAlgorithm],
    requiredClaims: ['exp', 'iat'],
    currentDate: now,
  });
  if (payload.token_use !== 'access') throw new Error('Not an access token.');
  const missing = requiredStrings.filter((name) => typeof payload[name] !== 'string');
  if (missing.length > 0) throw new Error(`Access token lacks claims: ${missing.join(', ')}.`);
  return payload as AccessTokenClaims;
}

export { appSyncIdentityFromClaims } from './app-sync-identity';
