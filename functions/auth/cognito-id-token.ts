import { decodeJwt, type JWTPayload } from 'jose';
import type { UserRecord } from '../data/entities/people';
import type { IssuedToken } from './access-token';
import type { CognitoConfig } from './cognito-config';

/** A Cognito ID token read for sign-in: the profile it describes, and the token itself as the bearer. */
export type IdTokenReading =
  | { ok: true; profile: UserRecord; token: IssuedToken }
  | { ok: false; problem: string };

/** The `identities` claim: a list in ID tokens, a JSON string where a trigger copied the attribute. */
function identitiesOf(claims: JWTPayload): unknown[] {
  let value: unknown = claims.identities;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

/** The providers of a federated user (Cognito's `identities` claim), or COGNITO for a user-pool account. */
function identityProvidersOf(claims: JWTPayload): string[] {
  const identities = identitiesOf(claims);
  const names = identities.flatMap((identity) => {
    const name = (identity as { providerName?: unknown } | null)?.providerName;
    return typeof name === 'string' && name ? [name] : [];
  });
  return names.length > 0 ? [...new Set(names)] : ['COGNITO'];
}

const text = (claims: JWTPayload, name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : '');

/**
 * Reads an ID token that came straight from Cognito (InitiateAuth or the token endpoint, over TLS). OpenID
 * Connect lets a client skip the signature check for a token received directly from the token endpoint, so
 * only issuer, audience, use and expiry are checked here. The profile is what a just-in-time user gets.
 */
export function readIdToken(idToken: string, config: CognitoConfig, now: Date): IdTokenReading {
  const claims = decodeJwt(idToken);
  if (claims.iss !== config.issuer) return { ok: false, problem: 'issuer mismatch' };
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(config.clientId)) return { ok: false, problem: 'audience mismatch' };
  if (claims.token_use !== 'id') return { ok: false, problem: 'not an ID token' };
  if (!claims.exp || claims.exp * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  const sub = text(claims, 'sub');
  const campusCode = text(claims, 'custom:campusCode');
  const tenantCode = text(claims, 'custom:tenantCode');
  // Without a campus the user cannot be placed anywhere; refuse rather than create a half profile.
  if (!sub || !campusCode || !tenantCode) return { ok: false, problem: 'missing sub or campus attributes' };
  const profile: UserRecord = {
    userId: sub,
    username: text(claims, 'cognito:username') || text(claims, 'email') || sub,
    firstName: text(claims, 'given_name'),
    lastName: text(claims, 'family_name'),
    email: text(claims, 'email'),
    idps: identityProvidersOf(claims),
    campusCode,
    tenantCode,
    status: 'ACTIVE',
    tags: [],
    features: [],
    globalRoles: [],
    adminOfCampuses: [],
    createdAt: now.toISOString(),
  };
  return { ok: true, profile, token: { accessToken: idToken, expiresAt: new Date(claims.exp * 1000).toISOString() } };
}
