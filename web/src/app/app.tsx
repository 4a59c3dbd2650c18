import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '@/lib/apollo/create-apollo-client';
import { createScreenFirstGate } from '@/lib/apollo/screen-first-gate';
import { ScreenShownContext } from '@/lib/apollo/screen-shown';
import { httpAuthApi, withEarlyRefresh } from '@/lib/auth/auth-api';
import { createSessionStore } from '@/lib/auth/session-store';
import { takeEarlyStart } from '@/lib/early-start/early-start';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { createRoutePreloads } from './route-preloads';
import { createRouteTable } from './route-table';

/**
 * The app: one session, one GraphQL client, the router. The cache is emptied when the session ends. A form route's
 * preload starts its screen's chunk, the session and its Form query when it is matched (route-preloads.ts); on a
 * full load of a form's address the session and the query are already under way (early-start.ts).
 */
export function App() {
  const [{ session, client, routes, gate }] = useState(() => {
    // On a form's address index.html has already asked for the session and the Form query (early-start.ts).
    const early = takeEarlyStart();
    const session = createSessionStore(withEarlyRefresh(httpAuthApi, early.session));
    const gate = createScreenFirstGate();
    const client = createApolloClient(session, gate, early.form);
    return { session, client, gate, routes: createRouteTable(createRoutePreloads({ session, client, gate })) };
  });

  useEffect(
    () =>
      session.subscribe(() => {
        if (session.getState().status === 'unauthenticated') void client.clearStore();
      }),
    [session, client],
  );

  return (
    <AppProviders session={session} client={client}>
      <ScreenShownContext.Provider value={gate.screenShown}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </ScreenShownContext.Provider>
    </AppProviders>
  );
}
