import type { ApolloClient } from '@apollo/client';
import type { SessionStore } from '@/lib/auth/session-store';

/** What a route starts fetching when it is matched, before its screen renders. */
export interface RoutePreloads {
  /** A form's screen chunk (the route's own) and, once the session is known, its Form query. */
  form(formId: string, loadScreen: () => Promise<unknown>): void;
}

/**
 * The preloads of the app's routes. The Form query carries the session's token, so it waits for the session's
 * first answer, but not for the screen's chunk nor for React to render it: the chunk, the session and then the
 * query load together instead of one after the other.
 */
export function createRoutePreloads({ session, client }: { session: SessionStore; client: ApolloClient }): RoutePreloads {
  return {
    form(formId, loadScreen) {
      void loadScreen();
      // The Form document comes with the forms feature's chunk, fetched beside the session: not in the entry.
      void Promise.all([import('@/features/forms/api/form'), session.whenKnown()]).then(([forms, state]) => {
        if (state.status === 'authenticated') forms.preloadFormQuery(client, formId);
      });
    },
  };
}
