import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { campusEntity, credentialEntity, userEntity, type UserRecord } from '../../../functions/data/entities';
import { putRecord } from '../../../functions/data/store';
import { handler } from '../../../functions/auth/handler';
import { hashPassword } from '../../../functions/auth/password';

/** A campus every test user belongs to. */
export const campus = { code: 'UCAUTH', name: 'University of Authentication', shortName: 'UA', tenantCode: 'UC' };

/** A user with a local credential, in the store. Usernames are unique per call. */
export async function givenUser(overrides: Partial<UserRecord> = {}, password = 'Correct-Horse-1') {
  await putRecord(campusEntity, campus);
  const user: UserRecord = {
    userId: randomUUID(),
    username: `user-${randomUUID().slice(0, 8)}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.edu',
    campusCode: campus.code,
    tenantCode: campus.tenantCode,
    status: 'ACTIVE',
    tags: [],
    features: [],
    globalRoles: [],
    adminOfCampuses: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  await putRecord(userEntity, user);
  await putRecord(credentialEntity, { username: user.username, userId: user.userId, passwordHash: await hashPassword(password) });
  return { user, password };
}

/** A payload v2 event as a function URL would send it. */
export function httpEvent(
  method: string,
  rawPath: string,
  options: { body?: unknown; cookies?: string[]; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString: '',
    headers: { host: 'localhost', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

/** A handler answer with its JSON body parsed. */
export async function call(event: APIGatewayProxyEventV2) {
  const result = (await handler(event)) as APIGatewayProxyStructuredResultV2;
  return { ...result, json: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
}

export const whenLoggingIn = (username: string, password: string) =>
  call(httpEvent('POST', '/auth/api/login', { body: { username, password } }));

export const whenRefreshing = (cookie?: string) =>
  call(httpEvent('GET', '/auth/api/client/refresh', cookie ? { cookies: [cookie] } : {}));

/** Posts a new password with the challenge cookie (`npc=<value>`) a login answered, when there is one. */
export const whenChoosingNewPassword = (newPassword: string, challengeCookie?: string) =>
  call(httpEvent('POST', '/auth/api/new-password', { body: { newPassword }, ...(challengeCookie ? { cookies: [challengeCookie] } : {}) }));

/** The `npc=<value>` pair of a login's Set-Cookie: the new-password challenge. */
export function challengeCookieOf(result: APIGatewayProxyStructuredResultV2): string {
  const cookie = result.cookies?.find((value) => value.startsWith('npc='));
  if (!cookie) throw new Error('No challenge cookie was set.');
  return cookie.split(';')[0] as string;
}

export const whenLoggingOut = (cookie: string) => call(httpEvent('POST', '/auth/api/logout', { cookies: [cookie] }));

/** The `sid=<value>` pair of a response's Set-Cookie, as a browser would send it back. */
export function sessionCookieOf(result: APIGatewayProxyStructuredResultV2): string {
  const cookie = result.cookies?.find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error('No session cookie was set.');
  return cookie.split(';')[0] as string;
}
