import type { ApolloClient } from '@apollo/client';
import type { Params, RouteObject } from 'react-router-dom';
import type { ScreenFirstGate } from '@/lib/apollo/screen-first-gate';
import type { SessionState, SessionStore } from '@/lib/auth/session-store';
import { routeMatches } from '@/lib/routing/route-matches';

/** What a route starts fetching when it is matched, before its screen renders. */
export interface RoutePreloads {
  /** A form's screen chunk (the route's own) and, once the session is known, its Form query. */
  form(formId: string, loadScreen: () => Promise<unknown>): void;
}

type FormsApi = typeof import('@/features/forms/api/form');

/**
 * The preloads of the app's routes. The Form query carries the session's token, so it waits for the session's
 * first answer, but not for the screen's chunk nor for React to render it: the chunk, the session and then the
 * query load together instead of one after the other.
 */
export function createRoutePreloads({ session, client, gate }: { session: SessionStore; client: ApolloClient; gate?: ScreenFirstGate }): RoutePreloads {
  return {
    form(formId, loadScreen) {
      // The top bar's and the screen's other queries wait until the Form query has answered and the form has shown
      // (screen-first-gate.ts); without a gate there is nothing to hold or release.
      const release = gate?.hold() ?? (() => undefined);
      let formsApi: FormsApi | undefined;
      let sent = false;
      const sendWhenReady = (state: SessionState) => {
        if (sent || !formsApi || state.status === 'unknown') return;
        sent = true;
        stopListening();
        // Released once the form's screen has painted (or at the gate's cap): the top bar's and the screen's side
        // queries are not needed for the first question, and sending and answering them costs the main thread.
        if (state.status === 'authenticated') void formsApi.preloadFormQuery(client, formId).finally(() => gate?.afterScreenShown(release));
        else release();
      };
      // Told of the session's answer synchronously, before React (which subscribes when it renders) schedules the
      // render the answer causes: a promise's continuation would run after that render, a long task.
      const stopListening = session.subscribe(() => sendWhenReady(session.getState()));
      // In this order: the browser sends requests to one host over a few connections, first asked first sent, and
      // the screen's chunk brings dozens of files. The session and the small chunk with the Form document (and
      // what it imports) go first, the screen once that chunk is in, so the Form query never waits behind the
      // screen's files; the screen's files arrive while the query is answered.
      void session.whenKnown();
      const api = import('@/features/forms/api/form').then(
        (loaded) => {
          formsApi = loaded;
          sendWhenReady(session.getState());
        },
        (failure: unknown) => {
          release();
          throw failure;
        },
      );
      void api.then(loadScreen, loadScreen);
    },
  };
}

/** The `handle` of a route that starts fetching when it is matched (route-table.tsx's form routes). */
export interface PreloadHandle {
  preload?: (params: Params) => void;
}

/** Starts the preloads of every route matching an address (a link pressed, an address opened). */
export function startRoutePreloads(routes: RouteObject[], pathname: string): void {
  for (const match of routeMatches(routes, pathname)) (match.handle as PreloadHandle | undefined)?.preload?.(match.params);
}
