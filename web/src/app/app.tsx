import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from '@/lib/apollo/create-apollo-client';
import { createScreenFirstGate } from '@/lib/apollo/screen-first-gate';
import { ScreenShownContext } from '@/lib/apollo/screen-shown';
import { createSessionStore } from '@/lib/auth/session-store';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { createRoutePreloads } from './route-preloads';
import { createRouteTable } from './route-table';

/**
 * The app: one session, one GraphQL client, the router. The cache is emptied when the session ends. A form route's
 * preload starts its screen's chunk, the session and its Form query when it is matched (route-preloads.ts).
 */
export function App() {
  const [{ session, client, routes, gate }] = useState(() => {
    const session = createSessionStore();
    const gate = createScreenFirstGate();
    const client = createApolloClient(session, gate);
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
