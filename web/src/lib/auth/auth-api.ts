import { parseClientSession, type ClientSession, type ClientUser, type SignedInClientSession } from '@schema/auth/client-session';

/** The signed-in user as the auth service describes them. */
export type SessionUser = ClientUser;

/** The auth service's answer to a refresh or a sign-in. */
export type AuthAnswer = ClientSession;

/** A refused sign-in: the message to show, and whether a new password is asked for (NEW_PASSWORD_REQUIRED). */
export type SignInRefusal = { ok: false; message: string; newPasswordRequired?: boolean };

/** The result of a sign-in attempt: the session, or why not. */
export type SignInResult = { ok: true; answer: SignedInClientSession } | SignInRefusal;

/** The calls to the auth service; an interface so tests and other deployments can replace them. */
export interface AuthApi {
  refresh(): Promise<AuthAnswer>;
  signIn(username: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
}

const unavailableMessage = 'Sign-in is not available right now. Please try again in a moment.';

/** The signed-in session an answer describes (only its known fields), or undefined. */
function signedInSessionOf(body: unknown): SignedInClientSession | undefined {
  const session = parseClientSession(body);
  return session?.authenticated ? session : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The session a refresh's answer describes: signed in when its body says so, else signed out. */
function refreshAnswerOf(body: unknown): AuthAnswer {
  return signedInSessionOf(body) ?? { authenticated: false };
}

/**
 * An auth API whose first refresh answers from a refresh already asked for (index.html's early start on a form's
 * address: its body, or null when it was not 200), so a page load refreshes once; later refreshes ask `api`.
 */
export function withEarlyRefresh(api: AuthApi, earlyRefreshBody: Promise<unknown> | undefined): AuthApi {
  let early = earlyRefreshBody;
  return {
    refresh() {
      const body = early;
      early = undefined;
      return body ? body.then(refreshAnswerOf) : api.refresh();
    },
    signIn: (username, password) => api.signIn(username, password),
    signOut: () => api.signOut(),
  };
}

/** The auth service reached over HTTP at /auth/api, with the session cookie. */
export const httpAuthApi: AuthApi = {
  async refresh() {
    const response = await fetch('/auth/api/client/refresh', { credentials: 'include' });
    return refreshAnswerOf(response.ok ? await readJson(response) : null);
  },

  async signIn(username, password) {
    let response: Response;
    try {
      response = await fetch('/auth/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
    } catch {
      return { ok: false, message: unavailableMessage };
    }
    const body = await readJson(response);
    const answer = response.ok ? signedInSessionOf(body) : undefined;
    if (answer) return { ok: true, answer };
    const refusal = body as { error?: unknown; challenge?: unknown } | null;
    const message = refusal?.error;
    return {
      ok: false,
      message: typeof message === 'string' && message ? message : unavailableMessage,
      // The challenge's name as functions/auth/routes/login.ts answers it (schema/src/auth/password-policy.ts).
      newPasswordRequired: refusal?.challenge === 'NEW_PASSWORD_REQUIRED',
    };
  },

  async signOut() {
    await fetch('/auth/api/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
  },
};
