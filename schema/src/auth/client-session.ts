/** The signed-in user as the auth service describes them to the browser (and the browser to analytics). */
export interface ClientUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  campusCode: string;
  campusName: string;
  shortName: string;
  tenantCode: string;
}

/** The body of GET /auth/api/client/refresh and of a successful POST /auth/api/login. */
export type ClientSession =
  | { authenticated: false }
  | { authenticated: true; user: ClientUser; accessToken: string; expiresAt: string };

export type SignedInClientSession = Extract<ClientSession, { authenticated: true }>;

const userTextFields = ['firstName', 'lastName', 'email', 'campusCode', 'campusName', 'shortName', 'tenantCode'] as const;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function readUser(value: unknown): ClientUser | undefined {
  if (!isObject(value) || !isNonEmptyText(value.userId)) return undefined;
  if (!userTextFields.every((field) => typeof value[field] === 'string')) return undefined;
  const user = { userId: value.userId } as Fields;
  for (const field of userTextFields) user[field] = value[field];
  return user as unknown as ClientUser;
}

/**
 * Reads the auth service's answer as the browser receives it: a {@link ClientSession} with only its known
 * fields, or undefined when the body does not have that shape (a missing token, an empty user id, a wrong type).
 * Hand-written rather than a zod schema because it runs in the web's entry chunk on every page load, and zod
 * there would put its core (about 12 kB gzipped) on the first route of every user (docs/decisions.md).
 */
export function parseClientSession(body: unknown): ClientSession | undefined {
  if (!isObject(body)) return undefined;
  if (body.authenticated === false) return { authenticated: false };
  if (body.authenticated !== true || !isNonEmptyText(body.accessToken) || !isNonEmptyText(body.expiresAt)) return undefined;
  const user = readUser(body.user);
  return user ? { authenticated: true, user, accessToken: body.accessToken, expiresAt: body.expiresAt } : undefined;
}
