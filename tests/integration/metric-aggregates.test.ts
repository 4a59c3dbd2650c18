import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateView } from '../../schema/src/metrics/aggregate-view';
import { readAggregate, setAggregate } from '../../functions/data/metric-aggregates';
import { recountEveryCounter } from '../../functions/data/recount-counters';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { givenDraftWithOptionQuestion, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

/** A published lab safety template with one option question (low, high), no workflow: submit moves draft to submitted. */
async function givenOptionTemplate(name: string) {
  const { template, question } = await givenDraftWithOptionQuestion(author, name, 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.published).toBe(true);
  return { templateId: template.id, groupId: template.groupId, questionId: question.id };
}

async function choose(formId: string, questionId: string, optionId: string) {
  const answer = await staffOne.graphql('mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', {
    input: { formId, questionId, selectedOptionIds: [optionId] },
  });
  expect(answer.errors).toBeUndefined();
}

const act = (formId: string, actionId: string) =>
  staffOne.graphql<{ updateFormByAction: { status: string } }>('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', {
    input: { formId, actionId },
  });

const deleteForm = (formId: string) => staffOne.graphql('mutation D($input: FormIdInput!) { deleteForm(input: $input) { id } }', { input: { formId } });

async function startForm(client: ApiClient, templateId: string) {
  const answer = await client.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startForm;
}

const groupAggregate = async (groupId: string) => aggregateView(await readAggregate({ kind: 'templateGroup', groupId }));

describe('the metric aggregates', () => {
  it('follow starts, submits with the answers of the submit, not the saves of a draft, and deletes', async () => {
    // Prepare
    const template = await givenOptionTemplate('Aggregates Hood Check');
    const [submitted, draft, removed] = [await startForm(staffOne, template.templateId), await startForm(staffOne, template.templateId), await startForm(staffOne, template.templateId)];
    await choose(submitted.id, template.questionId, 'high');

    // Act
    expect((await act(submitted.id, 'submit')).errors).toBeUndefined();
    await choose(draft.id, template.questionId, 'low');
    expect(codesOf(await deleteForm(removed.id))).toEqual([]);
    const aggregate = await groupAggregate(template.groupId);

    // Assess: the draft's saved answer counts only once it is moved.
    expect(aggregate.forms).toBe(2);
    expect(Object.fromEntries(aggregate.byStatus)).toEqual({ draft: 1, submitted: 1 });
    expect(Object.fromEntries(aggregate.answers.get(template.questionId)!)).toEqual({ high: 1 });
    expect([...aggregate.startedByWeek.values()]).toEqual([2]);
    expect(aggregate.stays.get('draft')?.samples).toBe(1);
  });

  it('lose no count when many forms are started and submitted at once', async () => {
    // Prepare
    const template = await givenOptionTemplate('Aggregates Busy Check');
    const forms = await Promise.all(Array.from({ length: 8 }, () => startForm(staffOne, template.templateId)));

    // Act: every form submitted at once, and one of them twice at once (one of the two wins).
    const answers = await Promise.all([...forms.map((form) => act(form.id, 'submit')), act(forms[0]!.id, 'submit')]);
    const aggregate = await groupAggregate(template.groupId);

    // Assess
    expect(answers.filter((answer) => !answer.errors).length).toBe(8);
    expect(aggregate.forms).toBe(8);
    expect(Object.fromEntries(aggregate.byStatus)).toEqual({ submitted: 8 });
  });

  it('are rebuilt from the forms by the recount after a crash left one wrong', async () => {
    // Prepare
    const template = await givenOptionTemplate('Aggregates Repair Check');
    const form = await startForm(staffOne, template.templateId);
    await choose(form.id, template.questionId, 'low');
    expect((await act(form.id, 'submit')).errors).toBeUndefined();
    const right = await groupAggregate(template.groupId);
    await setAggregate({ kind: 'templateGroup', groupId: template.groupId }, { forms: 7, 's:draft': 7 });

    // Act
    const repair = await recountEveryCounter();

    // Assess
    expect(repair.aggregatesSet).toBeGreaterThan(0);
    expect(await groupAggregate(template.groupId)).toEqual(right);
  });
});
