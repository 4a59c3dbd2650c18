import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../auth/session-store';
import { createEarlyFormLink } from './early-form-link';
import { createHeadersLink, createReauthenticateLink } from './session-links';
import { appSyncError } from '@/test/appsync-error';
import { tokenSequenceAuthApi } from '@/test/fixtures';

const formQuery: TypedDocumentNode<{ form: { __typename: 'Form'; id: string; name: string } }, { id: string }> = gql`
  query Form($id: ID!) {
    form(id: $id) {
      id
      name
    }
  }
`;
const otherQuery = gql`
  query Ping {
    ping
  }
`;

/** The network: answers with the form's name "from the network" when the token is the accepted one. */
function fakeNetwork(acceptedToken: string, sent: string[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = operation.getContext().headers as Record<string, string>;
        sent.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
        if (headers.Authorization !== `Bearer ${acceptedToken}`) observer.next({ data: null, errors: [appSyncError('Expired', 'UNAUTHENTICATED')] });
        else if (operation.operationName === 'Form') observer.next({ data: { form: { __typename: 'Form', id: operation.variables.id, name: 'from the network' } } });
        else observer.next({ data: { ping: 'pong' } });
        observer.complete();
      }),
  );
}

/** The app's chain from the refresh-and-retry link on, with an early Form answer for form f1. */
async function clientWith(earlyAnswer: unknown, tokens = ['good']) {
  const session = createSessionStore(tokenSequenceAuthApi(tokens));
  await session.refresh();
  const sent: string[] = [];
  const link = ApolloLink.from([
    createReauthenticateLink(session),
    createEarlyFormLink({ id: 'f1', answer: Promise.resolve(earlyAnswer) }),
    createHeadersLink(session),
    fakeNetwork('good', sent),
  ]);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const earlyForm = { data: { form: { __typename: 'Form', id: 'f1', name: 'from the early start' } } };

describe('the early Form link', () => {
  it("answers the first Form operation for the address's form from the early start, without sending it", async () => {
    // Prepare
    const { client, sent } = await clientWith(earlyForm);

    // Act
    const first = await client.query({ query: formQuery, variables: { id: 'f1' } });
    const again = await client.query({ query: formQuery, variables: { id: 'f1' }, fetchPolicy: 'network-only' });

    // Assess: the early answer once; after it the operation goes to the network
    expect(first.data).toEqual(earlyForm.data);
    expect(again.data?.form.name).toBe('from the network');
    expect(sent).toEqual(['Form {"id":"f1"}']);
  });

  it('sends the Form query itself when the early one was not answered with HTTP 200', async () => {
    const { client, sent } = await clientWith(null);
    const result = await client.query({ query: formQuery, variables: { id: 'f1' } });
    expect(result.data?.form.name).toBe('from the network');
    expect(sent).toEqual(['Form {"id":"f1"}']);
  });

  it('never answers another form, nor a later Form operation once another form was asked for first', async () => {
    // Prepare
    const { client, sent } = await clientWith(earlyForm);

    // Act
    const other = await client.query({ query: formQuery, variables: { id: 'f2' } });
    const address = await client.query({ query: formQuery, variables: { id: 'f1' } });

    // Assess
    expect(other.data?.form).toEqual({ __typename: 'Form', id: 'f2', name: 'from the network' });
    expect(address.data?.form.name).toBe('from the network');
    expect(sent).toEqual(['Form {"id":"f2"}', 'Form {"id":"f1"}']);
  });

  it('leaves other operations to the network and keeps the early answer for the Form operation', async () => {
    const { client, sent } = await clientWith(earlyForm);
    await client.query({ query: otherQuery });
    const form = await client.query({ query: formQuery, variables: { id: 'f1' } });
    expect(form.data?.form.name).toBe('from the early start');
    expect(sent).toEqual(['Ping {}']);
  });

  it('refreshes the session and asks again when the early answer is UNAUTHENTICATED', async () => {
    // Prepare: the early query's token had expired; the session's next refresh gives the accepted one
    const { client, sent } = await clientWith({ data: null, errors: [appSyncError('Expired', 'UNAUTHENTICATED')] }, ['stale', 'good']);

    // Act
    const result = await client.query({ query: formQuery, variables: { id: 'f1' } });

    // Assess
    expect(result.data?.form.name).toBe('from the network');
    expect(sent).toEqual(['Form {"id":"f1"}']);
  });
});
