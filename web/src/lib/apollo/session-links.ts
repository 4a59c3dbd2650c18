import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap, throwError } from 'rxjs';
import type { SessionStore } from '../auth/session-store';
import { hasErrorCode } from '../errors/error-codes';
import { currentTestId } from '../test-id';

/**
 * Adds the bearer token of the session to every request, and the test id of the address open now, if any.
 * Synchronously (not Apollo's SetContextLink, which waits a promise): a form route's preload sends the Form query
 * from the session's own notification, and the request must leave before the render that notification schedules
 * (a long task of the whole shell) runs in the next microtask (docs/performance.md, "form13").
 */
export function createHeadersLink(session: SessionStore): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const state = session.getState();
    const headers: Record<string, string> = { ...(operation.getContext().headers as Record<string, string> | undefined) };
    if (state.status === 'authenticated') headers.Authorization = `Bearer ${state.accessToken}`;
    const testId = currentTestId();
    if (testId) headers['x-test-id'] = testId;
    operation.setContext({ headers });
    return forward(operation);
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
