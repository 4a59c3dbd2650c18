import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap, throwError } from 'rxjs';
import type { SessionStore } from '../auth/session-store';
import { hasErrorCode } from '../errors/error-codes';
import { currentTestId } from '../test-id';

/** Adds the bearer token of the session to every request, and the test id of the address open now, if any. */
export function createHeadersLink(session: SessionStore): ApolloLink {
  return new SetContextLink((previous) => {
    const state = session.getState();
    const headers: Record<string, string> = { ...(previous.headers as Record<string, string> | undefined) };
    if (state.status === 'authenticated') headers.Authorization = `Bearer ${state.accessToken}`;
    const testId = currentTestId();
    if (testId) headers['x-test-id'] = testId;
    return { headers };
  });
}

/**
 * On an UNAUTHENTICATED answer, refreshes the session once and retries the operation with the new token;
 * when the session cannot be renewed the store turns unauthenticated and the session gate sends the user to
 * /login.
 */
export function createReauthenticateLink(session: SessionStore): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    if (!hasErrorCode(error, 'UNAUTHENTICATED')) return;
    if (operation.getContext().retriedAfterRefresh) {
      session.expire();
      return;
    }
    return from(session.refresh()).pipe(
      switchMap((state) => {
        if (state.status !== 'authenticated') return throwError(() => error);
        operation.setContext({ retriedAfterRefresh: true });
        return forward(operation);
      }),
    );
  });
}
