import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { serviceEndpointFor } from '@schema/api/service-endpoints';
import { stripIgnoredCharacters } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FormDocument } from '@/features/forms/api/form.generated';
import { takeEarlyStart, type EarlyStart } from '@/lib/early-start/early-start';
import { routeMatches } from '@/lib/routing/route-matches';
import { formAddressScript, formQueryText, formRoutePattern } from '../../vite-plugins/form-address-early-start';
import type { PreloadHandle } from './route-preloads';
import { routeTable } from './route-table';

/** Whether the route table gives an address a preload (the form routes' Form query). */
const hasPreload = (path: string) => routeMatches(routeTable, path).some((match) => (match.handle as PreloadHandle | undefined)?.preload);

const addresses = ['/form/f1', '/form/f1/', '/program/prog-01-lab-safety/form/f1', '/form/v2/f1', '/', '/forms', '/program/prog-01-lab-safety', '/program/p/form', '/public/template/t1', '/form'];

type SentRequest = { url: string; init?: RequestInit };

/** Runs index.html's inline script at an address, against answers for the refresh and the Form query. */
async function runScript(address: string, answers: { refresh: Response | Error; form?: Response }) {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  const sent: SentRequest[] = [];
  const fakeFetch = (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    const answer = url === '/auth/api/client/refresh' ? answers.refresh : (answers.form ?? new Response(null, { status: 500 }));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const url = new URL(address, 'https://forms.example.edu');
  const scope: Record<string, unknown> = {};
  new Function('location', 'fetch', 'window', formAddressScript('/assets/form-abc.js'))({ pathname: url.pathname, search: url.search }, fakeFetch, scope);
  const early: EarlyStart = takeEarlyStart(scope);
  const formAnswer = await early.form?.answer;
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]);
  return { sent, early, formAnswer, preloads, scopeAfterTaking: Object.keys(scope) };
}

const signedIn = () => Response.json({ authenticated: true, accessToken: 'token-1', expiresAt: '2026-11-29T21:00:00.000Z', user: { userId: 'u1' } });

describe("index.html's early start on a form's address", () => {
  it('starts on exactly the addresses whose route preloads the Form query', () => {
    for (const address of addresses) expect({ address, started: formRoutePattern.test(address) }).toEqual({ address, started: hasPreload(address) });
  });

  it('asks for the Form document chunk, the session and then the Form query with its token', async () => {
    // Act
    const { sent, early, formAnswer, preloads, scopeAfterTaking } = await runScript('/program/p1/form/f%201?x-test-id=run-7', {
      refresh: signedIn(),
      form: Response.json({ data: { form: { id: 'f 1' } } }),
    });

    // Assess (an empty crossorigin is "anonymous", as the entry's own module preloads ask)
    expect(preloads).toEqual([['/assets/form-abc.js', '']]);
    expect(sent.map((request) => request.url)).toEqual(['/auth/api/client/refresh', serviceEndpointFor('form')]);
    expect(sent[0]?.init).toEqual({ credentials: 'include' });
    const query = sent[1]?.init;
    expect(query?.method).toBe('POST');
    expect(query?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer token-1', 'x-test-id': 'run-7' });
    expect(JSON.parse(String(query?.body))).toEqual({ operationName: 'Form', variables: { id: 'f 1' }, query: formQueryText() });
    expect(early.form?.id).toBe('f 1');
    expect(formAnswer).toEqual({ data: { form: { id: 'f 1' } } });
    expect(await early.session).toMatchObject({ authenticated: true, accessToken: 'token-1' });
    expect(scopeAfterTaking).toEqual([]);
  });

  it('sends no Form query when the session is signed out, unanswered or failed', async () => {
    for (const refresh of [Response.json({ authenticated: false }), new Response('down', { status: 503 }), new TypeError('Failed to fetch')]) {
      const { sent, formAnswer, early } = await runScript('/form/f1', { refresh });
      expect(sent.map((request) => request.url)).toEqual(['/auth/api/client/refresh']);
      expect(formAnswer).toBeNull();
      if (refresh instanceof Error) await expect(early.session).rejects.toThrow('Failed to fetch');
      else expect(await early.session).toEqual(refresh.status === 503 ? null : { authenticated: false });
    }
  });

  it("leaves the Form query's answer to the app when it is not HTTP 200", async () => {
    const { formAnswer } = await runScript('/form/f1', { refresh: signedIn(), form: new Response('Bad gateway', { status: 502 }) });
    expect(formAnswer).toBeNull();
  });

  it('starts nothing on any other address', async () => {
    const { sent, early, preloads } = await runScript('/workspace', { refresh: signedIn() });
    expect({ sent, early, preloads }).toEqual({ sent: [], early: {}, preloads: [] });
  });

  it('sends the Form query exactly as the app\'s Apollo client would', async () => {
    // Prepare: what Apollo hands its link chain for the Form document (after its document transforms)
    let sentByApollo = '';
    const capture = new ApolloLink((operation) => {
      sentByApollo = print(operation.query);
      return new Observable((observer) => observer.complete());
    });
    const client = new ApolloClient({ cache: new InMemoryCache(), link: capture });

    // Act
    await client.query({ query: FormDocument, variables: { id: 'f1' } }).catch(() => undefined);

    // Assess
    expect(formQueryText()).toBe(stripIgnoredCharacters(sentByApollo));
  });
});
