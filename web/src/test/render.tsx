import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { ToastProvider } from '@/components/toast/toast-provider';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { theme } from '@/app/theme';
import { createCache } from '@/lib/apollo/create-apollo-client';
import { SessionProvider } from '@/lib/auth/session-context';
import { RouteTableProvider } from '@/lib/routing/route-matches';
import type { SessionStore } from '@/lib/auth/session-store';

/** Renders routes at an address with the app's providers, a mocked GraphQL network and a given session. */
export function renderRoutes({
  routes,
  path,
  session,
  mocks = [],
}: {
  routes: RouteObject[];
  path: string;
  session: SessionStore;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider store={session}>
        <MockedProvider mocks={mocks} cache={createCache()}>
          <ToastProvider>
            <RouteTableProvider routes={routes}>
              <RouterProvider router={router} />
            </RouteTableProvider>
          </ToastProvider>
        </MockedProvider>
      </SessionProvider>
    </ThemeProvider>,
  );
  return { ...result, router };
}

/** Renders one screen element at an address matching `pattern`. */
export function renderScreen(element: ReactElement, options: { pattern: string; path: string; session: SessionStore; mocks?: ReadonlyArray<MockLink.MockedResponse> }) {
  return renderRoutes({
    routes: [
      { path: options.pattern, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path: options.path,
    session: options.session,
    mocks: options.mocks,
  });
}
