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

/** Plugs in a real analytics or user-guidance tool; the one place to do so. No-op until called. */
export function setAnalyticsAdapter(next: AnalyticsAdapter): void {
  adapter = next;
}

/** Tells the analytics tooling who is signed in. */
export function identifyUser(identity: AnalyticsIdentity): void {
  adapter.identify(identity);
}

/** Tells the analytics tooling the user signed out. */
export function resetAnalytics(): void {
  adapter.reset();
}
