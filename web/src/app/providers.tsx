import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/toast/toast-provider';
import { SessionProvider } from '@/lib/auth/session-context';
import type { SessionStore } from '@/lib/auth/session-store';
import { AppThemeProvider } from './theme-provider';

/** Everything a screen relies on: theme, session, GraphQL client and toasts. */
export function AppProviders({ session, client, children }: { session: SessionStore; client: ApolloClient; children: ReactNode }) {
  return (
    <AppThemeProvider>
      <CssBaseline />
      <SessionProvider store={session}>
        <ApolloProvider client={client}>
          <ToastProvider>{children}</ToastProvider>
        </ApolloProvider>
      </SessionProvider>
    </AppThemeProvider>
  );
}
