import { identifyUser, resetAnalytics } from '../analytics';
import { httpAuthApi, type AuthApi, type AuthAnswer, type SessionUser, type SignInRefusal } from './auth-api';

/** The session as the app sees it: unknown until the first refresh answers. */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: SessionUser; accessToken: string; expiresAt: string };

/** Holds the session and its short-lived access token; React and the Apollo link both read it. */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the auth service again (concurrent callers share one request). */
  refresh(): Promise<SessionState>;
  /** The session once known: now when it is, else the first refresh's answer (asked for if none is under way). */
  whenKnown(): Promise<SessionState>;
  /** Signs in; resolves to null on success, or to the refusal (its message, and whether a new password is due). */
  signIn(username: string, password: string): Promise<SignInRefusal | null>;
  signOut(): Promise<void>;
  /** Forgets the session locally (for example after the API refused the token and refreshing failed). */
  expire(): void;
}

/** How long before expiry the token is renewed. */
const renewMarginMs = 60_000;
const minimumRenewDelayMs = 5_000;

/** Creates a session store over an auth API; the clock is an argument so tests control it. */
export function createSessionStore(api: AuthApi = httpAuthApi, now: () => number = () => Date.now()): SessionStore {
  let state: SessionState = { status: 'unknown' };
  let pending: Promise<SessionState> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function setState(next: SessionState): void {
    const previousUserId = state.status === 'authenticated' ? state.user.userId : null;
    state = next;
    clearTimeout(renewTimer);
    if (next.status === 'authenticated') {
      if (next.user.userId !== previousUserId) identifyUser(next.user);
      const delay = Math.max(Date.parse(next.expiresAt) - now() - renewMarginMs, minimumRenewDelayMs);
      renewTimer = setTimeout(() => void store.refresh(), delay);
    } else if (previousUserId) {
      resetAnalytics();
    }
    listeners.forEach((listener) => listener());
  }

  function fromAnswer(answer: AuthAnswer): SessionState {
    return answer.authenticated
      ? { status: 'authenticated', user: answer.user, accessToken: answer.accessToken, expiresAt: answer.expiresAt }
      : { status: 'unauthenticated' };
  }

  const store: SessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      pending ??= api
        .refresh()
        .catch((): AuthAnswer => ({ authenticated: false }))
        .then((answer) => {
          setState(fromAnswer(answer));
          return state;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    whenKnown() {
      return state.status === 'unknown' ? store.refresh() : Promise.resolve(state);
    },
    async signIn(username, password) {
      const result = await api.signIn(username, password);
      if (!result.ok) return result;
      setState(fromAnswer(result.answer));
      return null;
    },
    async signOut() {
      await api.signOut();
      setState({ status: 'unauthenticated' });
    },
    expire() {
      setState({ status: 'unauthenticated' });
    },
  };
  return store;
}
