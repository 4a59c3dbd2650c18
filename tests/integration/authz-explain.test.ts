import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Auth Model Tools' "Why?": fgaExplain over the seeded demo data, through the real handlers.

interface Step {
  depth: number;
  kind: string;
  satisfied: boolean;
  missingSteps: number | null;
  description: string;
  tuple: { user: string; relation: string; object: string } | null;
  condition: { name: string; met: boolean; values: string } | null;
}

interface Explanation {
  allowed: boolean;
  missingSteps: number | null;
  truncated: boolean;
  checkError: string | null;
  steps: Step[];
}

let stack: LocalStack;
const people: Record<string, ApiClient> = {};
let formId: string;

beforeAll(async () => {
  stack = await startApi();
  for (const username of ['global.admin', 'campus.admin', 'staff.one']) people[username] = await signIn(stack.url, username);
  formId = (await startForm(people['staff.one']!)).data!.startForm!.id;
});
afterAll(async () => stack.close());

const explainQuery = `query Explain($input: FgaCheckInput!) {
  fgaExplain(input: $input) {
    allowed missingSteps truncated checkError
    steps { depth kind satisfied missingSteps description tuple { user relation object } condition { name met values } }
  }
}`;

const explain = (username: string, input: Record<string, unknown>) =>
  people[username]!.graphql<{ fgaExplain: Explanation }>(explainQuery, { input });

const draft = JSON.stringify({ status: 'draft' });
const outline = (explanation: Explanation) => explanation.steps.map((step) => `${'  '.repeat(step.depth)}${step.kind}${step.satisfied ? '+' : '-'}`);

describe('fgaExplain', () => {
  it("shows the owner's path to updating their draft: the owner tuple, the template link and the condition it met", async () => {
    const answer = await explain('global.admin', { user: 'user:user-staff-one', relation: 'can_update', object: `form:${formId}`, context: draft });

    const explanation = answer.data!.fgaExplain;
    expect(explanation).toMatchObject({ allowed: true, missingSteps: 0, truncated: false, checkError: null });
    expect(outline(explanation)).toEqual([
      'CHECK+',
      '  UNION+',
      '    INTERSECTION+',
      '      COMPUTED+',
      '        CHECK+',
      '          DIRECT+',
      '      TUPLE_TO_USERSET+',
      '        CHECK+',
      '          DIRECT+',
      '            CONDITION+',
    ]);
    expect(explanation.steps[5]!.tuple).toEqual({ user: 'user:user-staff-one', relation: 'owner', object: `form:${formId}` });
    expect(explanation.steps[6]!.tuple).toEqual({ user: 'template_group:tg-lab-safety-inspection', relation: 'template', object: `form:${formId}` });
    expect(explanation.steps[9]!.condition).toMatchObject({ name: 'status_in', met: true });
    expect(JSON.parse(explanation.steps[9]!.condition!.values)).toMatchObject({ status: 'draft' });
  });

  it('shows the tuple another user lacks on the nearest path', async () => {
    const answer = await explain('global.admin', { user: 'user:user-staff-two', relation: 'can_update', object: `form:${formId}`, context: draft });

    const explanation = answer.data!.fgaExplain;
    expect(explanation).toMatchObject({ allowed: false, missingSteps: 1 });
    expect(explanation.steps.filter((step) => step.kind === 'MISSING').map((step) => step.description)).toEqual([
      `no tuple form:${formId}#owner@user:user-staff-two`,
    ]);
  });

  it("shows the condition that refuses the owner once the form is submitted", async () => {
    const submitted = JSON.stringify({ status: 'submitted' });

    const answer = await explain('global.admin', { user: 'user:user-staff-one', relation: 'can_update', object: `form:${formId}`, context: submitted });

    const explanation = answer.data!.fgaExplain;
    expect(explanation).toMatchObject({ allowed: false, missingSteps: 1 });
    const failed = explanation.steps.filter((step) => step.kind === 'CONDITION' && !step.satisfied);
    expect(failed.map((step) => step.condition?.name)).toEqual(['status_in']);
    expect(failed[0]!.description).toContain('not met with');
    expect(failed[0]!.description).toContain('status="submitted"');
  });

  it('is for those who may manage permissions only', async () => {
    const input = { user: 'user:user-staff-one', relation: 'can_update', object: `form:${formId}`, context: draft };

    expect(codesOf(await explain('campus.admin', input))).toEqual(['FORBIDDEN']);
    expect(codesOf(await explain('staff.one', input))).toEqual(['FORBIDDEN']);
  });

  it.each([
    ['an unknown relation', { user: 'user:user-staff-one', relation: 'can_fly', object: 'form:x' }],
    ['an unknown type', { user: 'user:user-staff-one', relation: 'can_view', object: 'spaceship:x' }],
    ['a malformed user', { user: 'staff one', relation: 'can_view', object: 'form:x' }],
    ['a context that is not an object', { user: 'user:user-staff-one', relation: 'can_view', object: 'form:x', context: '[1]' }],
  ])('refuses %s with BAD_USER_INPUT', async (_name, input) => {
    expect(codesOf(await explain('global.admin', input))).toEqual(['BAD_USER_INPUT']);
  });
});
