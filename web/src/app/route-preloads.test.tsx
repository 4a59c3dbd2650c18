import { waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { NEVER, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AuthAnswer, AuthApi } from '@/lib/auth/auth-api';
import { createSessionStore } from '@/lib/auth/session-store';
import { createScreenFirstGate } from '@/lib/apollo/screen-first-gate';
import { signedInAuthApi } from '@/test/fixtures';
import { createRoutePreloads, startRoutePreloads } from './route-preloads';
import { createRouteTable } from './route-table';
import { screenLoaders } from './screens';

/** An auth API whose refresh answers only when the test says so. */
function heldAuthApi() {
  let answer: (value: AuthAnswer) => void = () => undefined;
  const api: AuthApi = { ...signedInAuthApi, refresh: () => new Promise((resolve) => (answer = resolve)) };
  return { api, answer: (value: AuthAnswer) => answer(value) };
}

/** A GraphQL client that records the operations it is asked to send and never answers. */
function recordingClient() {
  const sent: Array<{ name: string | undefined; variables: unknown }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName, variables: operation.variables });
    return NEVER;
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

function openAddress(path: string, held: ReturnType<typeof heldAuthApi>, recording: ReturnType<typeof recordingClient>) {
  const session = createSessionStore(held.api);
  const routes = createRouteTable(createRoutePreloads({ session, client: recording.client }));
  startRoutePreloads(routes, path);
}

// The preload imports the forms feature's chunk and the form screens' chunks beside the session; once imported
// here they are at hand, and no import is still loading when the test's environment is torn down.
const flush = async () => {
  await Promise.all([import('@/features/forms/api/form'), screenLoaders.form(), screenLoaders.programForm()]);
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('opening a form by its address', () => {
  it('sends the Form query as soon as the session answers, without waiting for the screen to render', async () => {
    // Prepare
    const held = heldAuthApi();
    const recording = recordingClient();
    openAddress('/form/f1', held, recording);
    await flush();
    expect(recording.sent).toEqual([]);

    // Act: the session's first answer; nothing has been rendered.
    held.answer(await signedInAuthApi.refresh());
    await flush();

    // Assess
    await waitFor(() => expect(recording.sent).toEqual([{ name: 'Form', variables: { id: 'f1' } }]));
  });

  it("preloads a program's form the same way", async () => {
    const held = heldAuthApi();
    const recording = recordingClient();
    openAddress('/program/prog-1/form/f2', held, recording);

    held.answer(await signedInAuthApi.refresh());
    await flush();

    await waitFor(() => expect(recording.sent).toEqual([{ name: 'Form', variables: { id: 'f2' } }]));
  });

  it('asks for the session before the screen’s files, and sends the query while the screen is still loading', async () => {
    const held = heldAuthApi();
    const asked: string[] = [];
    const session = createSessionStore({ ...held.api, refresh: () => (asked.push('session'), held.api.refresh()) });
    const recording = recordingClient();
    const neverLoadingScreen = () => (asked.push('screen'), new Promise<never>(() => undefined));

    createRoutePreloads({ session, client: recording.client }).form('f3', neverLoadingScreen);
    held.answer(await signedInAuthApi.refresh());
    await flush();

    await waitFor(() => expect(recording.sent).toEqual([{ name: 'Form', variables: { id: 'f3' } }]));
    expect(asked).toEqual(['session', 'screen']);
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const held = heldAuthApi();
    const recording = recordingClient();
    openAddress('/form/f1', held, recording);

    held.answer({ authenticated: false });
    await flush();

    expect(recording.sent).toEqual([]);
  });

  it("keeps the top bar's queries back from the route's match until the Form query has answered and the form has shown", async () => {
    // Prepare: a network that answers the Form query when the test says so.
    const held = heldAuthApi();
    const session = createSessionStore(held.api);
    const gate = createScreenFirstGate();
    const sent: string[] = [];
    let answerForm = () => undefined as void;
    const network = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push(operation.operationName ?? '');
          if (operation.operationName === 'Form') answerForm = () => (observer.next({ data: { form: null } }), observer.complete());
        }),
    );
    const client = new ApolloClient({ link: ApolloLink.from([gate.link, network]), cache: new InMemoryCache() });
    startRoutePreloads(createRouteTable(createRoutePreloads({ session, client, gate })), '/form/f4');

    // Act: the top bar asks for its menus before the session has answered, then the session answers.
    void client.query({ query: gql('query NavigationMenus { moreApps { id } }') }).catch(() => undefined);
    held.answer(await signedInAuthApi.refresh());
    await flush();

    // Assess: the Form query alone; the menus not yet when it has answered, but once the form has shown.
    await waitFor(() => expect(sent).toEqual(['Form']));
    answerForm();
    await flush();
    await flush();
    expect(sent).toEqual(['Form']);
    gate.screenShown();
    await waitFor(() => expect(sent).toEqual(['Form', 'NavigationMenus']));
  });
});
