import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormRecord } from '../../functions/data/entities';
import { findFormConsistently } from '../../functions/data/sub-workflows-repository';
import { dispatchFormEffects } from '../../functions/effects/dispatcher';
import type { EffectsQueue } from '../../functions/effects/effects-queue';
import { moveFormBySystem } from '../../functions/forms/actions/system-move';
import { effectRunners } from '../../functions/forms/effects/runners';
import { childIdOf } from '../../functions/forms/effects/sub-workflow-start';
import { runScheduler } from '../../functions/scheduler/run-scheduler';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { edge, givenPublishedFlow, runEvent, startFlowForm, state, type PublishedFlow } from './steps/flow-steps';
import { suiteUsername } from './steps/test-support-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let endpoint: Server;
let baseUrl: string;
let author: ApiClient;
let staffOne: ApiClient;
let suite: ApiClient;
let calling: PublishedFlow;
let parent: PublishedFlow;
/** Calls the endpoint received, by path and form. */
const calls: Array<{ path: string; formId: string }> = [];
/** /slow calls held open until the test answers them, and who waits for the next one to arrive. */
const held = new Map<string, ServerResponse>();
const arrivals = new Map<string, () => void>();

async function startEndpoint() {
  endpoint = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const { formId } = JSON.parse(text) as { formId: string };
      const path = request.url ?? '';
      calls.push({ path, formId });
      const tries = calls.filter((call) => call.path === path && call.formId === formId).length;
      if (path === '/slow') {
        held.set(formId, response);
        arrivals.get(formId)?.();
      } else response.writeHead(path === '/flaky' && tries < 3 ? 500 : 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
}

const trigger = (id: string, path: string, retries = 0) => ({ id, name: id, url: `${baseUrl}${path}`, method: 'POST', timeoutMs: 60_000, retries, successEvent: 'succeeded', errorEvent: 'failed' });

/** draft → a calling state per endpoint path (its trigger on the state), then done or rejected by the callback. */
const callingFlow = () => {
  const paths = { slow: 0, flaky: 3, ok: 0 };
  return {
    nodes: [
      state('draft', { isInitial: true }),
      ...Object.entries(paths).map(([path, retries]) => state(`calling_${path}`, { integrationServiceTriggers: [trigger(`Call ${path}`, `/${path}`, retries)] })),
      state('done', { isFinal: true }),
      state('rejected', { isFinal: true }),
    ],
    edges: Object.keys(paths).flatMap((path) => [edge('draft', `calling_${path}`, `to_${path}`), edge(`calling_${path}`, 'done', 'succeeded'), edge(`calling_${path}`, 'rejected', 'failed')]),
  };
};

/** A parent whose under_review state starts a sub-workflow of the calling template. */
const parentFlow = (child: PublishedFlow) => ({
  nodes: [
    state('draft', { isInitial: true }),
    state('under_review', { subWorkflowConfig: { templateId: child.templateId, templateName: child.templateName } }),
    state('approved', { isFinal: true, isInvokeSuccessTarget: true }),
    state('revisions_requested', { isInvokeErrorTarget: true }),
  ],
  edges: [edge('draft', 'under_review', 'submit'), edge('under_review', 'approved'), edge('under_review', 'revisions_requested')],
});

beforeAll(async () => {
  await startEndpoint();
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  suite = await signIn(stack.url, suiteUsername);
  calling = await givenPublishedFlow(author, 'Effects Inspection', callingFlow());
  parent = await givenPublishedFlow(author, 'Effects Request', parentFlow(calling));
});
afterAll(async () => {
  for (const response of held.values()) response.writeHead(200).end('{}');
  await stack.close();
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

/** A queue that keeps what it is sent (the local loop never sees it): the test dispatches by hand. */
function recordingQueue(): EffectsQueue & { sent: Array<{ formId: string; delaySeconds: number }> } {
  const sent: Array<{ formId: string; delaySeconds: number }> = [];
  return { sent, send: async ({ formId }, delaySeconds = 0) => void sent.push({ formId, delaySeconds }) };
}

const dispatchAt = (formId: string, queue: EffectsQueue, at: number) =>
  dispatchFormEffects(formId, { queue, clock: () => new Date(at), holder: randomUUID(), leaseMs: 900_000, runners: effectRunners });

/** A form of the template moved by `event` with the move code, its effects announced to `queue` only. */
async function givenMovedForm(template: PublishedFlow, event: string, queue: EffectsQueue): Promise<FormRecord> {
  const form = await startFlowForm(staffOne, template.templateId);
  const moved = await moveFormBySystem({ formId: form.id, expected: { status: 'draft' }, cause: { event }, mover: 'Integration', now: new Date().toISOString() }, { queue });
  expect(moved.outcome).toBe('MOVED');
  return (await findFormConsistently(form.id))!;
}

interface HistoryForm {
  status: string;
  statusEvents: Array<{ status: string; effects: Array<{ label: string; state: string; tries: number; detail: string | null }> }>;
}

/** The form's status history with each move's effects, as the API shows it. */
async function historyOf(formId: string): Promise<HistoryForm> {
  const answer = await author.graphql<{ form: HistoryForm }>('query F($id: ID!) { form(id: $id) { status statusEvents { status effects { label state tries detail } } } }', { id: formId });
  expect(answer.errors).toBeUndefined();
  return answer.data!.form;
}

const effectsOf = (form: HistoryForm, status: string) => form.statusEvents.find((event) => event.status === status)?.effects ?? [];

describe('workflow effects', () => {
  it('answers a move while its integration call is still waiting for the endpoint, then runs it from the queue', async () => {
    const form = await startFlowForm(staffOne, calling.templateId);
    const arrived = new Promise<void>((resolve) => arrivals.set(form.id, resolve));

    const moved = await runEvent(staffOne, form.id, 'to_slow');
    await arrived;
    const whileHeld = await historyOf(form.id);
    held.get(form.id)!.writeHead(200).end('{}');
    held.delete(form.id);
    await stack.drainEffects();
    const after = await historyOf(form.id);

    expect(moved.status).toBe('calling_slow');
    expect(effectsOf(whileHeld, 'calling_slow')).toEqual([{ label: 'Integration: Call slow', state: 'PENDING', tries: 0, detail: null }]);
    expect(after.status).toBe('done');
    expect(effectsOf(after, 'calling_slow')).toEqual([{ label: 'Integration: Call slow', state: 'DONE', tries: 1, detail: 'HTTP 200' }]);
  });

  it('tries a failing effect again after a growing wait, not before, and shows each outcome in the status history', async () => {
    const queue = recordingQueue();
    const form = await givenMovedForm(calling, 'to_flaky', queue);
    const start = Date.now();

    await dispatchAt(form.id, queue, start);
    const afterFirst = effectsOf(await historyOf(form.id), 'calling_flaky');
    await dispatchAt(form.id, queue, start + 500);
    const tooEarly = effectsOf(await historyOf(form.id), 'calling_flaky');
    await dispatchAt(form.id, queue, start + 1_000);
    await dispatchAt(form.id, queue, start + 3_000);
    const after = await historyOf(form.id);

    expect(afterFirst).toEqual([{ label: 'Integration: Call flaky', state: 'PENDING', tries: 1, detail: 'HTTP 500' }]);
    expect(tooEarly).toEqual(afterFirst);
    // The move's own announcement, then a message per wait: 1 s, the rest of it after the early run, then 2 s.
    expect(queue.sent.map((message) => message.delaySeconds)).toEqual([0, 1, 1, 2]);
    expect(calls.filter((call) => call.formId === form.id)).toHaveLength(3);
    expect(effectsOf(after, 'calling_flaky')).toEqual([{ label: 'Integration: Call flaky', state: 'DONE', tries: 3, detail: 'HTTP 200' }]);
    expect(after.status).toBe('done');
  });

  it('starts one child form when a sub-workflow start runs twice (its run repeated after a crash before it was recorded)', async () => {
    const queue = recordingQueue();
    const form = await givenMovedForm(parent, 'submit', queue);
    const effect = Object.values(form.effects ?? {}).find((candidate) => candidate.kind === 'start-sub-workflow')!;

    await effectRunners['start-sub-workflow'].run({ effect, form, now: new Date().toISOString(), queue });
    await dispatchAt(form.id, queue, Date.now());
    const after = await findFormConsistently(form.id);

    expect(after?.subWorkflowChildren?.map((child) => child.formId)).toEqual([childIdOf(effect.id)]);
    expect((await findFormConsistently(childIdOf(effect.id)))?.parentFormId).toBe(form.id);
    expect(effectsOf(await historyOf(form.id), 'under_review')).toEqual([expect.objectContaining({ label: `Sub-workflow: ${calling.templateName}`, state: 'DONE', tries: 1 })]);
  });

  it("tags what a test's move sets off with the test's id, so the test's cleanup removes a sub-workflow's child too", async () => {
    const testId = `effects-${randomUUID()}`;
    const tagged = { 'x-test-id': testId };
    const started = await suite.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId: parent.templateId } }, tagged);
    const formId = started.data!.startForm.id;
    await suite.graphql('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { id } }', { input: { formId, actionId: 'submit' } }, tagged);
    await stack.drainEffects();
    const childId = (await findFormConsistently(formId))?.subWorkflowChildren?.[0]?.formId;

    const cleanup = await suite.graphql('mutation C($testId: String!) { cleanupByTestId(testId: $testId) { deleted } }', { testId });

    expect(cleanup.errors).toBeUndefined();
    expect(childId).toBeDefined();
    expect(await findFormConsistently(childId!)).toBeUndefined();
    expect(await findFormConsistently(formId)).toBeUndefined();
  });

  it("recovers a move's effects whose announcement was lost: the scheduler's sweep sends the form again", async () => {
    const lost: EffectsQueue = { send: async () => Promise.reject(new Error('the process died before the send')) };
    const form = await givenMovedForm(calling, 'to_ok', lost);
    const queue = recordingQueue();

    const atOnce = await runScheduler({ now: new Date(), queue });
    const sentAtOnce = queue.sent.map((message) => message.formId);
    const later = await runScheduler({ now: new Date(Date.now() + 3 * 60_000), queue });
    const sentLater = queue.sent.map((message) => message.formId);
    await dispatchAt(form.id, queue, Date.now());
    const after = await historyOf(form.id);

    expect(sentAtOnce).not.toContain(form.id);
    expect(later.effectsSwept).toBeGreaterThanOrEqual(1);
    expect(sentLater).toContain(form.id);
    expect(atOnce.errors).toBe(0);
    expect(calls.filter((call) => call.formId === form.id).map((call) => call.path)).toEqual(['/ok']);
    expect(after.status).toBe('done');
  });
});
