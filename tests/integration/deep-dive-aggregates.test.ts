import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAggregate } from '../../functions/data/metric-aggregates';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { givenDraftWithOptionQuestion, labSafetyProgramId, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let admin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  admin = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

interface DeepDiveAnswer {
  deepDive: {
    basedOn: number;
    total: number;
    questions: Array<{ questionId: string; options: Array<{ optionId: string; count: number }>; unanswered: number | null; hidden: number | null; counting: string; forms: number }>;
  };
}

const deepDiveQuery = `query D($input: DeepDiveInput!) { deepDive(input: $input) {
  basedOn total questions { questionId options { optionId count } unanswered hidden counting forms } } }`;

/** A published lab safety template with one single choice question (low, high) and no workflow: submit moves draft to submitted. */
async function givenOptionTemplate(name: string) {
  const { template, question } = await givenDraftWithOptionQuestion(admin, name, 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
  expect((await publishTemplate(admin, template.id, true)).data?.publishTemplate.published).toBe(true);
  return { templateId: template.id, groupId: template.groupId, questionId: question.id };
}

async function startForm(templateId: string) {
  const answer = await staffOne.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startForm.id;
}

async function choose(formId: string, questionId: string, optionId: string) {
  const answer = await staffOne.graphql('mutation S($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', { input: { formId, questionId, selectedOptionIds: [optionId] } });
  expect(answer.errors).toBeUndefined();
}

async function submit(formId: string) {
  const moved = await staffOne.graphql('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', { input: { formId, actionId: 'submit' } });
  expect(codesOf(moved)).toEqual([]);
}

async function deepDiveOf(groupId: string) {
  const answer = await admin.graphql<DeepDiveAnswer>(deepDiveQuery, { input: { programId: labSafetyProgramId, templateGroupId: groupId } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.deepDive;
}

const countsOf = (question: DeepDiveAnswer['deepDive']['questions'][number]) => Object.fromEntries(question.options.map((option) => [option.optionId, option.count]));

describe('the deep dive on the maintained answer aggregates', () => {
  it('counts every form as answered at its last move, and follows forms as they move', async () => {
    // Prepare: one form submitted with "high", one with "low", one draft with "low" saved but never moved.
    const template = await givenOptionTemplate('Deep Dive Aggregate Check');
    const [high, low, draft] = [await startForm(template.templateId), await startForm(template.templateId), await startForm(template.templateId)];
    await choose(high, template.questionId, 'high');
    await choose(low, template.questionId, 'low');
    await choose(draft, template.questionId, 'low');
    await submit(high);
    await submit(low);

    // Act
    const before = await deepDiveOf(template.groupId);

    // Assess: the draft's saved answer counts only once it moves.
    const [question] = before.questions;
    expect(question).toMatchObject({ questionId: template.questionId, counting: 'ALL_FORMS', forms: 3, unanswered: 1, hidden: null });
    expect(countsOf(question!)).toEqual({ low: 1, high: 1 });
    expect(before).toMatchObject({ basedOn: 3, total: 3 });

    // Act: the draft is submitted; a fourth form is started, answered "high" and submitted.
    await submit(draft);
    const fourth = await startForm(template.templateId);
    await choose(fourth, template.questionId, 'high');
    await submit(fourth);
    const after = await deepDiveOf(template.groupId);

    // Assess
    expect(after.questions[0]).toMatchObject({ forms: 4, unanswered: 0 });
    expect(countsOf(after.questions[0]!)).toEqual({ low: 2, high: 2 });
  });

  it('answers with every form of a group of 100,000 from one read of its aggregate', async () => {
    // Prepare: the aggregate of a group as 100,000 forms left it (seeded straight into the store).
    const template = await givenOptionTemplate('Deep Dive Aggregate Scale');
    const answers = `a:${template.questionId}`;
    await setAggregate({ kind: 'templateGroup', groupId: template.groupId }, { forms: 100_000, 's:submitted': 100_000, [`${answers}:low`]: 61_234, [`${answers}:high`]: 30_000 });

    // Act
    const dive = await deepDiveOf(template.groupId);

    // Assess
    expect(dive.questions[0]).toMatchObject({ counting: 'ALL_FORMS', forms: 100_000, unanswered: 8_766 });
    expect(countsOf(dive.questions[0]!)).toEqual({ low: 61_234, high: 30_000 });
  });

  it('keeps the drill-down to the forms behind a bar', async () => {
    // Prepare
    const template = await givenOptionTemplate('Deep Dive Aggregate Drill');
    const high = await startForm(template.templateId);
    await choose(high, template.questionId, 'high');
    await submit(high);

    // Act
    const forms = await admin.graphql<{ deepDiveForms: { docs: Array<{ id: string }> } }>(
      'query F($input: DeepDiveFormsInput!) { deepDiveForms(input: $input) { docs { id } } }',
      { input: { programId: labSafetyProgramId, templateGroupId: template.groupId, questionId: template.questionId, optionId: 'high' } },
    );

    // Assess
    expect(forms.data?.deepDiveForms.docs.map((form) => form.id)).toEqual([high]);
  });
});
