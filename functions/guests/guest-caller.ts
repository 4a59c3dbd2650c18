import type { AppSyncResolverEvent } from 'aws-lambda';
import { guestUserIdOf, verifyGuestToken } from '../auth/guest-token';
import { takeGuestRequest, type GuestRateLimit } from '../data/guests-repository';
import { requestHeader, type Caller } from '../shared/caller';
import { AppError, unauthenticated } from '../shared/errors';

/** A guest's budget: enough to type a long form answer by answer, far too little to flood the table. */
export const guestRateLimit: GuestRateLimit = { limit: 120, windowSeconds: 60 };

/** The calling guest: their id (the token's subject) and the caller they act as (no campus, no tenant). */
export interface Guest {
  guestId: string;
  caller: Caller;
}

/**
 * The guest behind an API key request: the `x-guest-token` header must be a valid guest token (the API key
 * alone proves nothing: every browser has it). Each call takes one request from the guest's budget;
 * TOO_MANY_REQUESTS when it is spent.
 */
export async function guestOf(event: Pick<AppSyncResolverEvent<unknown>, 'request'>, now: Date): Promise<Guest> {
  const guestId = await verifyGuestToken(requestHeader(event, 'x-guest-token'));
  if (!guestId) throw unauthenticated('Your guest session has expired. Reload the page to go on.');
  if (!(await takeGuestRequest(guestId, guestRateLimit, now))) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many requests from this guest session. Wait a minute and try again.');
  }
  const caller: Caller = { userId: guestUserIdOf(guestId), email: '', firstName: 'Guest', lastName: '', campusCode: '', tenantCode: '' };
  return { guestId, caller };
}
