import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createScreenFirstGate } from '@/lib/apollo/screen-first-gate';
import { useFormQuery } from './form';

describe('useFormQuery', () => {
  it("is sent while the screen-first gate holds every other operation (the screen's own first query)", async () => {
    // Prepare: a form route's hold is on, as from the route's match until the form has shown; its 3 s cap never
    // comes here, so only going ahead of the hold lets the query out.
    const gate = createScreenFirstGate({ setTimer: (() => 0) as unknown as typeof setTimeout, clearTimer: () => undefined });
    const release = gate.hold();
    const sent: string[] = [];
    const network = new ApolloLink((operation) => {
      sent.push(operation.operationName ?? '');
      return NEVER;
    });
    const client = new ApolloClient({ link: ApolloLink.from([gate.link, network]), cache: new InMemoryCache() });
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;

    // Act
    renderHook(() => useFormQuery('f1'), { wrapper });

    // Assess
    await waitFor(() => expect(sent).toEqual(['Form']));
    release();
  });
});
