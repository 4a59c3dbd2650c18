import { ApolloLink } from '@apollo/client/link';
import { from, of, switchMap } from 'rxjs';
import { earlyFormOperationName, type EarlyForm } from '../early-start/early-start';

/** Whether a body is a GraphQL answer (what the HTTP link would hand on): an object with data or errors. */
function isGraphqlAnswer(body: unknown): body is ApolloLink.Result {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}

/**
 * Answers the app's first Form operation with the Form query index.html's early start sent for the address's form
 * (web/src/lib/early-start/early-start.ts), instead of sending it again: the query left as soon as the session
 * answered, before the app's scripts had run. Only the first Form operation, and only for that form; when the
 * early request failed or was not answered with HTTP 200, the operation goes on to HTTP as any other. It sits
 * after the refresh-and-retry link, so an UNAUTHENTICATED answer is retried as the HTTP link's would be.
 */
export function createEarlyFormLink(early: EarlyForm): ApolloLink {
  let waiting: EarlyForm | undefined = early;
  return new ApolloLink((operation, forward) => {
    if (!waiting || operation.operationName !== earlyFormOperationName) return forward(operation);
    const taken = waiting;
    waiting = undefined;
    if (operation.variables.id !== taken.id) return forward(operation);
    return from(taken.answer).pipe(switchMap((answer) => (isGraphqlAnswer(answer) ? of(answer) : forward(operation))));
  });
}
