import type { AppSyncIdentityCognito } from 'aws-lambda';

/**
 * The `identity` AppSync puts in a resolver event for a caller verified in Cognito user-pool mode, built
 * from a token's claims. The local GraphQL harness uses it so handlers see the same event shape locally.
 */
export function appSyncIdentityFromClaims(
  claims: Record<string, unknown>,
  sourceIp: string[] = [],
): AppSyncIdentityCognito {
  const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined);
  const sub = text('sub') ?? '';
  const groups = claims['cognito:groups'];
  return {
    sub,
    issuer: text('iss') ?? '',
    // Cognito ID tokens carry `cognito:username`, its access tokens `username`.
    username: text('cognito:username') ?? text('username') ?? sub,
    claims,
    sourceIp,
    defaultAuthStrategy: 'ALLOW',
    groups: Array.isArray(groups) ? groups.map(String) : null,
  };
}
