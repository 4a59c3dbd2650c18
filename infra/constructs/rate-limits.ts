import type { RateLimit } from './web-acl';

/**
 * Per-client limits over 5 minutes. Campus networks put thousands of people behind a few NAT addresses, so
 * the limits stop floods and password guessing, not busy offices: a person clicking through forms makes a few
 * hundred requests in 5 minutes.
 */

/** At the edge (CloudFront, where the address is the viewer's own). */
export const edgeRateLimits: readonly RateLimit[] = [
  // Password guessing: each attempt is one POST; a campus NAT sees a few hundred real sign-ins in 5 minutes.
  { name: 'sign-in', pathPrefix: '/auth/api/login', method: 'POST', limit: 300, aggregateBy: 'IP' },
  // The rest of the auth API: a refresh per page load and per token expiry.
  { name: 'auth-api', pathPrefix: '/auth/api/', limit: 3000, aggregateBy: 'IP' },
  { name: 'everything', limit: 20000, aggregateBy: 'IP' },
];

/**
 * At AppSync. Requests through CloudFront arrive from CloudFront's addresses, with the viewer's address first
 * in X-Forwarded-For; direct calls (which need a Cognito token anyway) arrive from the caller's address.
 */
export const apiRateLimits: readonly RateLimit[] = [
  { name: 'per-viewer', limit: 3000, aggregateBy: 'FORWARDED_IP' },
  { name: 'per-address', limit: 20000, aggregateBy: 'IP' },
];
