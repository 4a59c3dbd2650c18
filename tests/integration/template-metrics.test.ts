import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { edge, givenPublishedFlow, runEvent, startFlowForm, state, type PublishedFlow } from './steps/flow-steps';
import { suiteUsername } from './steps/test-support-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let suite: ApiClient;
let flow: PublishedFlow;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  suite = await signIn(stack.url, suiteUsername);
  // draft -submit-> submitted -(after 1 day)-> approved (final)
  flow = await givenPublishedFlow(author, 'Metrics Inspection', {
    nodes: [state('draft', { isInitial: true }), state('submitted'), state('approved', { isFinal: true })],
    edges: [edge('draft', 'submitted', 'submit'), edge('submitted', 'approved', undefined, { autoTransitionDays: 1 })],
  });
});
afterAll(async () => stack.close());

interface Metrics {
  formsCount: number;
  countsByStatus: Array<{ status: string; count: number }>;
  averageDaysInStatus: Array<{ status: string; days: number; samples: number }>;
  startedPerWeek: Array<{ weekStart: string; count: number }>;
  finishedCount: number;
  workflowErrors: number;
  sampled: boolean;
  basedOn: number;
}

const metricsFields = 'formsCount countsByStatus { status count } averageDaysInStatus { status days samples } startedPerWeek { weekStart count } finishedCount workflowErrors sampled basedOn';

const readMetrics = (client: ApiClient, templateGroupId: string) =>
  client.graphql<{ templateMetrics: Metrics }>(`query M($id: ID!) { templateMetrics(templateGroupId: $id) { ${metricsFields} } }`, { id: templateGroupId });

const dayMs = 24 * 60 * 60 * 1000;

/** One scheduler run with the clock moved to `now` (fires the auto-transitions due by then). */
async function runSchedulerAt(now: string) {
  const answer = await suite.graphql('mutation R($now: AWSDateTime) { runScheduler(now: $now) { timersFired } }', { now });
  expect(answer.errors).toBeUndefined();
}

describe('templateMetrics', () => {
  it('counts a template\'s forms by status in workflow order, with finished forms, stays and weekly starts', async () => {
    // Prepare: one form approved by the scheduler two days after it was submitted, one submitted, one draft.
    const first = await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');
    const submittedAt = Date.now();
    await runSchedulerAt(new Date(submittedAt + 2 * dayMs).toISOString());
    await runEvent(staffOne, (await startFlowForm(staffOne, flow.templateId)).id, 'submit');
    await startFlowForm(staffOne, flow.templateId);

    // Act
    const answer = await readMetrics(author, flow.groupId);

    // Assess
    expect(answer.errors).toBeUndefined();
    const metrics = answer.data!.templateMetrics;
    expect(first.status).toBe('submitted');
    expect(metrics).toMatchObject({ formsCount: 3, finishedCount: 1, workflowErrors: 0, sampled: false, basedOn: 3 });
    expect(metrics.countsByStatus).toEqual([
      { status: 'draft', count: 1 },
      { status: 'submitted', count: 1 },
      { status: 'approved', count: 1 },
    ]);
    expect(metrics.averageDaysInStatus.map((entry) => [entry.status, entry.samples])).toEqual([
      ['draft', 2],
      ['submitted', 1],
    ]);
    expect(metrics.averageDaysInStatus[1]!.days).toBeCloseTo(2, 1);
    expect(metrics.startedPerWeek).toHaveLength(12);
    expect(metrics.startedPerWeek.at(-1)!.count).toBe(3);
  });

  it('refuses staff who do not author the template with FORBIDDEN', async () => {
    // Act
    const answer = await readMetrics(staffOne, flow.groupId);

    // Assess
    expect(codesOf(answer)).toEqual(['FORBIDDEN']);
    expect(answer.data).toBeNull();
  });

  it('answers NOT_FOUND for a template group that does not exist', async () => {
    // Act
    const answer = await readMetrics(author, 'no-such-group');

    // Assess
    expect(codesOf(answer)).toEqual(['NOT_FOUND']);
  });
});
