import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { listIntegrationLogs } from '../../functions/data/integration-logs-repository';
import { answerText, edge, eventually, givenPublishedFlow, runEvent, startFlowForm, state, type PublishedFlow } from './steps/flow-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

/** A request the test endpoint received. */
interface Received {
  path: string;
  method: string;
  body: { formId: string; [key: string]: unknown };
}

let stack: LocalStack;
let endpoint: Server;
let baseUrl: string;
let staffOne: ApiClient;
/** Reads the forms: their custom states are outside the statuses an owner may view. */
let author: ApiClient;
let flow: PublishedFlow;
const received: Received[] = [];
const hanging = new Set<IncomingMessage>();

/** The endpoint the triggers call, on 127.0.0.1 only: each path answers in its own way. */
function answerCall(request: IncomingMessage, body: Received['body'], respond: (status: number) => void) {
  const tries = received.filter((call) => call.path === request.url && call.body.formId === body.formId).length;
  if (request.url === '/ok') respond(200);
  else if (request.url === '/flaky') respond(tries === 1 ? 500 : 200);
  else if (request.url === '/missing') respond(404);
  else if (request.url === '/boom') respond(500);
  else hanging.add(request); // /hang never answers
}

async function startEndpoint() {
  endpoint = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as Received['body'];
      received.push({ path: request.url ?? '', method: request.method ?? '', body });
      answerCall(request, body, (status) => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'));
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
}

const trigger = (id: string, path: string, more: Record<string, unknown> = {}) => ({
  id,
  name: `Call ${path.slice(1)}`,
  url: `${baseUrl}${path}`,
  method: 'POST',
  timeoutMs: 2000,
  retries: 2,
  successEvent: 'succeeded',
  errorEvent: 'failed',
  ...more,
});

/** A state whose trigger (if any) calls back with succeeded → done or failed → rejected. */
const calling = (id: string, triggers: unknown[] = []) => [state(id, { integrationServiceTriggers: triggers }), edge(id, 'done', 'succeeded'), edge(id, 'rejected', 'failed')] as const;

/** draft → one calling state per behaviour of the endpoint; the /ok trigger sits on the edge, the others on states. */
function integrationFlow() {
  const states = [
    calling('calling_ok'),
    calling('calling_flaky', [trigger('flaky', '/flaky')]),
    calling('calling_hang', [trigger('hang', '/hang', { timeoutMs: 300, retries: 1 })]),
    calling('calling_missing', [trigger('missing', '/missing', { retries: 3 })]),
    calling('calling_boom', [trigger('boom', '/boom', { name: 'Records sync', retries: 1, errorEvent: null })]),
    calling('calling_metadata', [{ ...trigger('metadata', '/'), url: 'http://169.254.169.254/latest/meta-data/' }]),
  ];
  return {
    nodes: [state('draft', { isInitial: true }), ...states.map(([node]) => node), state('done', { isFinal: true }), state('rejected', { isFinal: true })],
    edges: [
      edge('draft', 'calling_ok', 'to_ok', { integrationServiceTriggers: [trigger('ok', '/ok')] }),
      ...['flaky', 'hang', 'missing', 'boom', 'metadata'].map((name) => edge('draft', `calling_${name}`, `to_${name}`)),
      ...states.flatMap(([, succeeded, failed]) => [succeeded, failed]),
    ],
  };
}

beforeAll(async () => {
  await startEndpoint();
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  flow = await givenPublishedFlow(author, 'Integration Inspection', integrationFlow());
});
afterAll(async () => {
  for (const request of hanging) request.socket.destroy();
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
  await stack.close();
});

const callsOf = (formId: string) => received.filter((call) => call.body.formId === formId);

/**
 * A form's integration logs once every firing recorded what its callback did: the log takes the callback's outcome
 * after the callback has moved (or halted) the form, so the form can be seen there a moment before its log is.
 */
async function settledLogs(formId: string, deadlineMs = 10_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const logs = await listIntegrationLogs(formId);
    if (logs.length > 0 && logs.every((log) => log.callbackOutcome)) return logs;
    if (Date.now() > until) throw new Error(`The integration logs of ${formId} did not settle within ${deadlineMs} ms: ${JSON.stringify(logs)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function givenFormSentBy(event: string) {
  const form = await startFlowForm(staffOne, flow.templateId);
  await answerText(staffOne, form.id, flow.siteId, 'North lab');
  const moved = await runEvent(staffOne, form.id, event);
  return { form, moved };
}

describe('integration triggers', () => {
  it('calls the endpoint with the form after the move answers, then moves the form by the success event', async () => {
    const { form, moved } = await givenFormSentBy('to_ok');

    const done = await eventually(author, form.id, (current) => current.status === 'done');

    expect(moved.status).toBe('calling_ok');
    expect(callsOf(form.id)).toEqual([
      {
        path: '/ok',
        method: 'POST',
        body: { formId: form.id, formName: form.name, templateId: flow.templateId, status: 'calling_ok', previousStatus: 'draft', event: 'to_ok', triggerId: 'ok', answers: { [flow.siteId]: 'North lab' } },
      },
    ]);
    expect(done.statusEvents.at(-1)).toMatchObject({ status: 'done', user: { firstName: 'Integration' } });
    expect(await settledLogs(form.id)).toEqual([expect.objectContaining({ triggerId: 'ok', status: 'SUCCEEDED', tries: 1, httpStatus: 200, callbackEvent: 'succeeded', callbackOutcome: 'MOVED' })]);
  });

  it('retries a 500 and succeeds when the next try answers 200', async () => {
    const { form } = await givenFormSentBy('to_flaky');

    await eventually(author, form.id, (current) => current.status === 'done');

    expect(callsOf(form.id).map((call) => call.path)).toEqual(['/flaky', '/flaky']);
    expect(await settledLogs(form.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', tries: 2 })]);
  });

  it('answers the move at once, then gives up on an endpoint that never answers after its retries and takes the error event', async () => {
    const { form } = await givenFormSentBy('to_hang');
    const whenAnswered = (await listIntegrationLogs(form.id)).map((log) => log.status);

    await eventually(author, form.id, (current) => current.status === 'rejected');

    expect(whenAnswered).not.toContain('FAILED');

    expect(callsOf(form.id)).toHaveLength(2);
    expect(await settledLogs(form.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', tries: 2, lastError: 'no answer within 300 ms after 2 tries', callbackEvent: 'failed', callbackOutcome: 'MOVED' }),
    ]);
  });

  it('does not retry a 4xx answer', async () => {
    const { form } = await givenFormSentBy('to_missing');

    await eventually(author, form.id, (current) => current.status === 'rejected');

    expect(callsOf(form.id)).toHaveLength(1);
    expect(await settledLogs(form.id)).toEqual([expect.objectContaining({ status: 'FAILED', tries: 1, httpStatus: 404, lastError: 'HTTP 404' })]);
  });

  it('puts the workflow in ERROR with why when a call fails for good and the trigger has no error event', async () => {
    const { form } = await givenFormSentBy('to_boom');

    const failed = await eventually(author, form.id, (current) => current.workflowState?.workflowStatus === 'ERROR');

    expect(failed.status).toBe('calling_boom');
    expect(failed.workflowState?.errorMessage).toBe('Integration Records sync failed: HTTP 500 after 2 tries.');
    expect(callsOf(form.id)).toHaveLength(2);
    expect(await settledLogs(form.id)).toEqual([expect.objectContaining({ status: 'FAILED', tries: 2, callbackOutcome: 'HALTED' })]);
  });

  it('refuses to call the link-local metadata address, recording why, and takes the error event', async () => {
    const { form } = await givenFormSentBy('to_metadata');

    await eventually(author, form.id, (current) => current.status === 'rejected');

    expect(await settledLogs(form.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', tries: 0, lastError: '169.254.169.254 is a link-local (metadata) address, which integrations may not call.' }),
    ]);
  });
});
