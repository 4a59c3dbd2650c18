import type { ClientUser } from '@schema/auth/client-session';

/** The identity handed to product-analytics and user-guidance tooling after sign-in: the signed-in user's. */
export type AnalyticsIdentity = Omit<ClientUser, 'tenantCode'>;

/** What a product-analytics or user-guidance tool must offer to be plugged in. */
export interface AnalyticsAdapter {
  identify(identity: AnalyticsIdentity): void;
  reset(): void;
}

const noOpAdapter: AnalyticsAdapter = {
  identify: () => undefined,
  reset: () => undefined,
};

let adapter: AnalyticsAdapter = noOpAdapter;
// Who is signed in, for an adapter plugged in after sign-in (adapters load after the first page).
let identified: AnalyticsIdentity | null = null;

/** Exactly the spec's seven fields of a user: id, first and last name, email, campus code, campus name, short name. */
export function analyticsIdentityOf(user: AnalyticsIdentity): AnalyticsIdentity {
  const { userId, firstName, lastName, email, campusCode, campusName, shortName } = user;
  return { userId, firstName, lastName, email, campusCode, campusName, shortName };
}

/**
 * Plugs in a real analytics or user-guidance tool; the one place to do so (lib/analytics-adapters picks it from
 * the runtime config). No-op until called; a user already signed in is handed to the new adapter at once.
 */
export function setAnalyticsAdapter(next: AnalyticsAdapter): void {
  adapter = next;
  if (identified) adapter.identify(identified);
}

/** Tells the analytics tooling who is signed in. */
export function identifyUser(user: AnalyticsIdentity): void {
  identified = analyticsIdentityOf(user);
  adapter.identify(identified);
}

/** Tells the analytics tooling the user signed out. */
export function resetAnalytics(): void {
  identified = null;
  adapter.reset();
}
