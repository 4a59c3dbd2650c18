import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { edge, grantEventsToOwner, runEvent, startFlowForm, state } from './steps/flow-steps';
import { editOutcomes, onOption } from './steps/outcome-steps';
import { uniqueName } from './steps/role-steps';
import { givenDraftWithOptionQuestion, publishTemplate } from './steps/template-steps';
import { attachWorkflow, editWorkflow } from './steps/workflow-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let template: { id: string; sashId: string };

interface UserOutcomeView {
  id: string;
  groupName: string;
  outcomeType: string;
  source: string;
  sourceId: string;
  sourceName: string;
  values: Array<{ type: string; label: string; color: string | null }>;
  recordedAt: string;
  courseId: string | null;
  courseName: string | null;
  link: string | null;
  progress: number | null;
  status: string | null;
  completedAt: string | null;
}

const outcomeFields = 'id groupName outcomeType source sourceId sourceName values { type label color } recordedAt courseId courseName link progress status completedAt';

/** draft --finish--> done (final). */
const finishFlow = {
  nodes: [state('draft', { isInitial: true }), state('done', { isFinal: true })],
  edges: [edge('draft', 'done', 'finish')],
};

/**
 * A published template following the finish flow, with an option question "Sash height" (low, high), a risk group
 * whose High outcome needs "high" and a training group whose course FUME-101 always holds; the owner may finish.
 */
async function givenTemplateWithOutcomesAndWorkflow() {
  const { template: draft, question: sash } = await givenDraftWithOptionQuestion(author, uniqueName('User Outcomes Hood'), 'Sash height', { low: 'Below', high: 'Above' });
  const riskLevels = [{ id: 'risk-high', level: 'High', color: '#B71C1C' }];
  const risk = (await editOutcomes(author, 'addOutcomeGroup', { templateId: draft.id, group: { name: 'Hood risk', type: 'RISK', riskLevels } })).group!;
  await editOutcomes(author, 'addOutcome', { templateId: draft.id, groupId: risk.id, expectedVersion: 1, outcome: { id: 'hood-high', type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify([onOption(sash.id, 'high')]) } });
  const training = (await editOutcomes(author, 'addOutcomeGroup', { templateId: draft.id, group: { name: 'Hood trainings', type: 'TRAINING' } })).group!;
  const course = { id: 'fume-course', type: 'TRAINING', courseId: 'FUME-101', link: 'https://learn.example.edu/fume' };
  expect((await editOutcomes(author, 'addOutcome', { templateId: draft.id, groupId: training.id, expectedVersion: 1, outcome: course })).answer.errors).toBeUndefined();
  const workflow = (await editWorkflow(author, 'createWorkflow', { templateGroupId: draft.groupId, name: uniqueName('Finish flow') })).workflow!;
  expect((await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: workflow.revision, flow: JSON.stringify(finishFlow) })).answer.errors).toBeUndefined();
  expect((await editWorkflow(author, 'publishWorkflow', { id: workflow.id })).outcome?.status).toBe('SUCCESS');
  const attached = await attachWorkflow(author, { templateId: draft.id, workflowId: workflow.id });
  expect(attached.errors).toBeUndefined();
  // Events granted to nobody run for nobody: the owner finishes the form by an explicit grant.
  await grantEventsToOwner(author, draft.id, attached.data!.attachWorkflow.template.revision, finishFlow);
  expect((await publishTemplate(author, draft.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { id: draft.id, sashId: sash.id };
}

async function selectOption(client: ApiClient, formId: string, questionId: string, optionId: string) {
  const answer = await client.graphql('mutation Save($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', {
    input: { formId, questionId, selectedOptionIds: [optionId] },
  });
  expect(answer.errors).toBeUndefined();
}

const outcomesOf = (client: ApiClient, page?: number, size?: number) =>
  client.graphql<{ userOutcomes: { docs: UserOutcomeView[]; meta: { page: number; size: number; total: number } } }>(
    `query Mine($page: Int, $size: Int) { userOutcomes(page: $page, size: $size) { docs { ${outcomeFields} } meta { page size total } } }`,
    { page, size },
  );

const reportProgress = (client: ApiClient, input: { outcomeId: string; progress?: number; completed?: boolean }) =>
  client.graphql<{ updateTrainingProgress: UserOutcomeView }>(`mutation P($input: UpdateTrainingProgressInput!) { updateTrainingProgress(input: $input) { ${outcomeFields} } }`, { input });

/** The caller's outcomes that a form recorded. */
async function outcomesOfForm(client: ApiClient, formId: string) {
  const answer = await outcomesOf(client, 1, 100);
  expect(answer.errors).toBeUndefined();
  return answer.data!.userOutcomes.docs.filter((outcome) => outcome.sourceId === formId);
}

/** A form of the template, answered "high", that staff one finished. */
async function givenFinishedForm() {
  const form = await startFlowForm(staffOne, template.id);
  await selectOption(staffOne, form.id, template.sashId, 'high');
  expect((await runEvent(staffOne, form.id, 'finish')).status).toBe('done');
  await stack.drainEffects();
  return form;
}

beforeAll(async () => {
  stack = await startApi();
  [author, staffOne, staffTwo] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two')]);
  template = await givenTemplateWithOutcomesAndWorkflow();
});
afterAll(async () => stack.close());

describe('user outcomes', () => {
  it('records the outcomes of a form that reaches its final state for its owner, trainings first', async () => {
    // Prepare
    const form = await startFlowForm(staffOne, template.id);
    await selectOption(staffOne, form.id, template.sashId, 'high');
    const beforeFinish = await outcomesOfForm(staffOne, form.id);

    // Act
    await runEvent(staffOne, form.id, 'finish');
    await stack.drainEffects();
    const outcomes = await outcomesOfForm(staffOne, form.id);

    // Assess
    expect(beforeFinish).toEqual([]);
    expect(outcomes).toEqual([
      expect.objectContaining({
        groupName: 'Hood trainings',
        outcomeType: 'TRAINING',
        source: 'FORM',
        sourceName: form.name,
        values: [{ type: 'TRAINING', label: 'FUME-101', color: null }],
        courseId: 'FUME-101',
        courseName: 'FUME-101',
        link: 'https://learn.example.edu/fume',
        progress: 0,
        status: 'PENDING',
        completedAt: null,
      }),
      expect.objectContaining({
        groupName: 'Hood risk',
        outcomeType: 'RISK',
        source: 'FORM',
        values: [{ type: 'RISK', label: 'High', color: '#B71C1C' }],
        progress: null,
        status: null,
      }),
    ]);
  });

  it('lists them for the owner only', async () => {
    // Prepare
    const form = await givenFinishedForm();

    // Act
    const theirs = await outcomesOf(staffTwo);

    // Assess
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.userOutcomes.docs.filter((outcome) => outcome.sourceId === form.id)).toEqual([]);
    expect(await outcomesOfForm(staffOne, form.id)).toHaveLength(2);
  });

  it('takes the owner’s progress on a training and completes it', async () => {
    // Prepare
    const form = await givenFinishedForm();
    const training = (await outcomesOfForm(staffOne, form.id)).find((outcome) => outcome.outcomeType === 'TRAINING')!;

    // Act
    const partly = await reportProgress(staffOne, { outcomeId: training.id, progress: 40 });
    const done = await reportProgress(staffOne, { outcomeId: training.id, completed: true });
    const listed = (await outcomesOfForm(staffOne, form.id)).find((outcome) => outcome.id === training.id);

    // Assess
    expect(partly.data?.updateTrainingProgress).toMatchObject({ progress: 40, status: 'PENDING', completedAt: null });
    expect(done.data?.updateTrainingProgress).toMatchObject({ progress: 100, status: 'DONE', completedAt: expect.any(String) });
    expect(listed).toMatchObject({ progress: 100, status: 'DONE', completedAt: done.data?.updateTrainingProgress.completedAt });
  });

  it('refuses another user’s outcome, a missing one, a non-training one and progress out of range', async () => {
    // Prepare
    const form = await givenFinishedForm();
    const [training, risk] = await outcomesOfForm(staffOne, form.id);

    // Act
    const [others, missing, notTraining, tooMuch] = await Promise.all([
      reportProgress(staffTwo, { outcomeId: training!.id, completed: true }),
      reportProgress(staffOne, { outcomeId: 'no-such-outcome', progress: 10 }),
      reportProgress(staffOne, { outcomeId: risk!.id, progress: 10 }),
      reportProgress(staffOne, { outcomeId: training!.id, progress: 101 }),
    ]);

    // Assess
    expect(codesOf(others)).toEqual(['NOT_FOUND']);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    expect(codesOf(notTraining)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(tooMuch)).toEqual(['BAD_USER_INPUT']);
    expect((await outcomesOfForm(staffOne, form.id))[0]).toMatchObject({ progress: 0, status: 'PENDING' });
  });

  it('pages the caller’s outcomes with the usual sizes', async () => {
    const answer = await outcomesOf(staffOne, 1, 7);

    expect(answer.data?.userOutcomes.meta).toMatchObject({ page: 1, size: 25 });
  });
});
