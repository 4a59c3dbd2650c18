import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/lib/apollo/create-apollo-client';
import { createSessionStore } from '@/lib/auth/session-store';
import { AppProviders } from './providers';
import { routeTable } from './route-table';

/** The app: one session, one GraphQL client, the router. The cache is emptied when the session ends. */
export function App() {
  const [{ session, client, router }] = useState(() => {
    const session = createSessionStore();
    return { session, client: createApolloClient(session), router: createBrowserRouter(routeTable) };
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
      <RouterProvider router={router} />
    </AppProviders>
  );
}
