import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSyncIdentityFromClaims, issueAccessToken, localIssuer, verifyAccessToken } from './access-token';
import { localSigningKey } from './local-signing-key';

const user = {
  userId: 'u-1',
  username: 'ada',
  email: 'ada@example.edu',
  firstName: 'Ada',
  lastName: 'Lovelace',
  campusCode: 'UCX',
  tenantCode: 'UC',
};

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'access-token-'));
  process.env.LOCAL_SIGNING_KEY_PATH = join(folder, 'nested', 'signing-key.json');
  delete process.env.ACCESS_TOKEN_MINUTES;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('local access tokens', () => {
  it('carries Cognito-named claims that verify', async () => {
    const now = new Date('2030-01-01T00:00:00Z');

    const { accessToken, expiresAt } = await issueAccessToken(user, now);
    const claims = await verifyAccessToken(accessToken, now);

    expect(claims).toMatchObject({
      sub: 'u-1',
      email: 'ada@example.edu',
      given_name: 'Ada',
      family_name: 'Lovelace',
      'custom:campusCode': 'UCX',
      'custom:tenantCode': 'UC',
      'cognito:username': 'ada',
      token_use: 'access',
      iss: localIssuer,
      iat: now.getTime() / 1000,
    });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiresAt).toBe('2030-01-01T00:15:00.000Z');
  });

  it('keeps its key in a 0600 file, created with its folder on first use', async () => {
    await localSigningKey();

    const mode = statSync(process.env.LOCAL_SIGNING_KEY_PATH as string).mode & 0o777;

    expect(mode).toBe(0o600);
  });

  it('lasts ACCESS_TOKEN_MINUTES when set', async () => {
    process.env.ACCESS_TOKEN_MINUTES = '5';
    const now = new Date('2030-01-01T00:00:00Z');

    const { expiresAt } = await issueAccessToken(user, now);
    delete process.env.ACCESS_TOKEN_MINUTES;

    expect(expiresAt).toBe('2030-01-01T00:05:00.000Z');
  });

  it('is refused once expired', async () => {
    const issuedAt = new Date('2030-01-01T00:00:00Z');
    const { accessToken } = await issueAccessToken(user, issuedAt);

    const verifying = verifyAccessToken(accessToken, new Date('2030-01-01T00:16:00Z'));

    await expect(verifying).rejects.toThrow(/exp/);
  });

  it('is refused when its payload was altered', async () => {
    const { accessToken } = await issueAccessToken(user);
    const [head, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');

    const verifying = verifyAccessToken(`${head}.${forged}.${signature}`);

    await expect(verifying).rejects.toThrow();
  });

  it('is refused when signed by the right key for another issuer', async () => {
    const key = await localSigningKey();
    const foreign = await new SignJWT({ token_use: 'access' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('u-1')
      .setIssuer('urn:somebody-else')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);

    await expect(verifyAccessToken(foreign)).rejects.toThrow(/iss/);
  });

  it('is refused when it is not an access token', async () => {
    const key = await localSigningKey();
    const idToken = await new SignJWT({ token_use: 'id' })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('u-1')
      .setIssuer(localIssuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key.privateKey);

    await expect(verifyAccessToken(idToken)).rejects.toThrow('Not an access token.');
  });
});

describe('appSyncIdentityFromClaims', () => {
  it('builds the identity AppSync gives resolvers in Cognito user-pool mode', async () => {
    const claims = await verifyAccessToken((await issueAccessToken(user)).accessToken);

    const identity = appSyncIdentityFromClaims(claims);

    expect(identity).toEqual({
      sub: 'u-1',
      issuer: localIssuer,
      username: 'ada',
      claims,
      sourceIp: [],
      defaultAuthStrategy: 'ALLOW',
      groups: null,
    });
  });
});
