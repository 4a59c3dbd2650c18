import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Provides the session store and asks the auth service once on mount whether the user is signed in. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    if (store.getState().status === 'unknown') void store.refresh();
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session store of the app (sign in, sign out). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside a SessionProvider');
  return store;
}

/** The current session state, re-rendering when it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The signed-in user; only for screens behind the session gate. */
export function useSessionUser() {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useSessionUser needs a signed-in session');
  return session.user;
}
