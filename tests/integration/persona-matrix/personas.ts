import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { issueAccessToken } from '../../../functions/auth/access-token';
import { guestSession } from '../support/guest-client';
import { clientFor, signIn, type ApiClient } from '../support/local-api';

/**
 * The callers who sign in: the six demo personas, from least to most privileged, then the test-suite identity
 * (`svc.test-suite`: test_support on the platform, and admin of the lab safety program so suites can author
 * there). The order every row runs in.
 */
export const demoPersonas = ['health.user', 'staff.two', 'staff.one', 'program.admin', 'campus.admin', 'global.admin', 'svc.test-suite'] as const;

/** Callers with no valid token: AppSync refuses them with 401 before any resolver runs. */
export const tokenlessPersonas = ['anonymous', 'forged.wrong-key', 'forged.alg-none', 'forged.expired'] as const;

/**
 * guest17: an anonymous guest of the public routes (AppSync's API key mode with a guest token, no sign-in). It
 * reaches only the guests domain's fields, for its own form; every other field answers AppSync's Unauthorized.
 */
export const guestPersona = 'guest';

/** Every column of the matrix, in the order each row runs. */
export const personas = [...tokenlessPersonas, ...demoPersonas, guestPersona] as const;

/** A column of the matrix. */
export type Persona = (typeof personas)[number];
/** A column whose caller signs in. */
export type DemoPersona = (typeof demoPersonas)[number];
/** The columns of each row in expectations.ts: the callers who sign in, and the guest. */
export type RowPersona = DemoPersona | typeof guestPersona;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker could bring, built from staff.one's real claims: signed with a key of their own, unsigned
 * (`alg: none`), and signed with the real key but expired an hour ago.
 */
async function forgedTokens(realToken: string): Promise<Record<Exclude<Persona, RowPersona | 'anonymous'>, string>> {
  const claims = decodeJwt(realToken);
  const { privateKey } = await generateKeyPair('ES256');
  const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(privateKey);
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const subject = {
    userId: String(claims.sub),
    username: String(claims['cognito:username']),
    email: String(claims.email),
    firstName: String(claims.given_name),
    lastName: String(claims.family_name),
    campusCode: String(claims['custom:campusCode']),
    tenantCode: String(claims['custom:tenantCode']),
  };
  const expired = (await issueAccessToken(subject, new Date(Date.now() - 60 * 60_000))).accessToken;
  return { 'forged.wrong-key': wrongKey, 'forged.alg-none': algNone, 'forged.expired': expired };
}

/** A client per persona: demo personas signed in as the web signs in, the others with no or a forged token. */
export async function clientsOfPersonas(baseUrl: string): Promise<Record<Persona, ApiClient>> {
  const signedIn = {} as Record<DemoPersona, ApiClient & { token: string }>;
  for (const username of demoPersonas) signedIn[username] = await signIn(baseUrl, username);
  const forged = await forgedTokens(signedIn['staff.one'].token);
  return {
    anonymous: clientFor(baseUrl),
    'forged.wrong-key': clientFor(baseUrl, forged['forged.wrong-key']),
    'forged.alg-none': clientFor(baseUrl, forged['forged.alg-none']),
    'forged.expired': clientFor(baseUrl, forged['forged.expired']),
    ...signedIn,
    guest: await guestSession(baseUrl),
  };
}
