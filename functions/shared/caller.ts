import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { unauthenticated } from './errors';

/** The signed-in user making a request, as the identity provider's verified claims describe them. */
export interface Caller {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  campusCode: string;
  tenantCode: string;
}

type Claims = Record<string, unknown>;

const claimString = (claims: Claims, name: string) => {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Reads the caller from an AppSync event's Cognito identity. AppSync (or the local harness) has already
 * verified the token; an event without a subject is refused rather than trusted.
 */
export function callerOf(event: Pick<AppSyncResolverEvent<unknown>, 'identity'>): Caller {
  const identity = event.identity as AppSyncIdentityCognito | null | undefined;
  const claims = (identity?.claims ?? {}) as Claims;
  const userId = identity?.sub ?? claimString(claims, 'sub');
  if (!userId) throw unauthenticated();
  return {
    userId,
    email: claimString(claims, 'email'),
    firstName: claimString(claims, 'given_name'),
    lastName: claimString(claims, 'family_name'),
    campusCode: claimString(claims, 'custom:campusCode'),
    tenantCode: claimString(claims, 'custom:tenantCode'),
  };
}

/** A request header, case-insensitively (AppSync lower-cases them; the local harness does too). */
export function requestHeader(event: Pick<AppSyncResolverEvent<unknown>, 'request'>, name: string) {
  const headers = (event.request?.headers ?? {}) as Record<string, string | undefined>;
  const wanted = name.toLowerCase();
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? headers[key] : undefined;
}
