import { ApolloProvider } from '@apollo/client/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createGuestApolloClient } from '../api/guest-apollo-client';
import { createGuestCredentials, type GuestCredentials } from '../api/guest-credentials';

const GuestCredentialsContext = createContext<GuestCredentials | null>(null);

/** The public pages' data client (guest credentials) and the credentials themselves, for ending the session. */
export function GuestClientProvider({ children }: { children: ReactNode }) {
  const [setup] = useState(() => {
    const credentials = createGuestCredentials();
    return { credentials, client: createGuestApolloClient(credentials) };
  });
  return (
    <GuestCredentialsContext.Provider value={setup.credentials}>
      <ApolloProvider client={setup.client}>{children}</ApolloProvider>
    </GuestCredentialsContext.Provider>
  );
}

/** The guest's credentials (inside GuestClientProvider). */
export function useGuestCredentials(): GuestCredentials {
  const credentials = useContext(GuestCredentialsContext);
  if (!credentials) throw new Error('useGuestCredentials needs a GuestClientProvider.');
  return credentials;
}
