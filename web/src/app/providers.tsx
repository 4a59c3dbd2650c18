import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth/session-context';
import type { SessionStore } from '@/lib/auth/session-store';
import { theme } from './theme';

/** Toasts in the theme's colours, which keep AA contrast with white text (notistack's defaults do not). */
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
}));

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** Everything a screen relies on: theme, session, GraphQL client and toasts. */
export function AppProviders({ session, client, children }: { session: SessionStore; client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider store={session}>
        <ApolloProvider client={client}>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={toastComponents}>
            {children}
          </SnackbarProvider>
        </ApolloProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
