import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth/session-context';
import type { SessionStore } from '@/lib/auth/session-store';
import { theme } from './theme';

/** Everything a screen relies on: theme, session, GraphQL client and toasts. */
export function AppProviders({ session, client, children }: { session: SessionStore; client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider store={session}>
        <ApolloProvider client={client}>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            {children}
          </SnackbarProvider>
        </ApolloProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
