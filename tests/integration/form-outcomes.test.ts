import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { editOutcomes, onOption } from './steps/outcome-steps';
import { givenDraftWithOptionQuestion, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let template: { id: string; sashId: string };

interface FormOutcomeGroupView {
  id: string;
  name: string;
  outcomeType: string;
  source: string;
  sourceId: string;
  outcomes: Array<{ id: string; type: string; riskLevel: { id: string; level: string; color: string } | null }>;
}

/** A published template: option question "Sash height" (low, high) and a risk group whose High outcome needs "high". */
async function givenTemplateWithRiskOutcome() {
  const { template: draft, question: sash } = await givenDraftWithOptionQuestion(author, 'Form Outcomes Hood Check', 'Sash height', {
    low: 'Below the mark',
    high: 'Above the mark',
  });
  const riskLevels = [{ id: 'risk-low', level: 'Low', color: '#1B5E20' }, { id: 'risk-high', level: 'High', color: '#B71C1C' }];
  const { group } = await editOutcomes(author, 'addOutcomeGroup', { templateId: draft.id, group: { name: 'Hood risk', type: 'RISK', riskLevels } });
  const outcome = { id: 'hood-high', type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify([onOption(sash.id, 'high')]) };
  await editOutcomes(author, 'addOutcome', { templateId: draft.id, groupId: group!.id, expectedVersion: 1, outcome });
  expect((await publishTemplate(author, draft.id, true)).data?.publishTemplate.published).toBe(true);
  return { id: draft.id, sashId: sash.id };
}

async function selectOption(client: ApiClient, formId: string, questionId: string, optionId: string) {
  const answer = await client.graphql('mutation Save($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', {
    input: { formId, questionId, selectedOptionIds: [optionId] },
  });
  expect(answer.errors).toBeUndefined();
}

function outcomesOf(client: ApiClient, formId: string) {
  return client.graphql<{ formOutcomes: FormOutcomeGroupView[] }>(
    `query Outcomes($formId: ID!) {
      formOutcomes(formId: $formId) { id name outcomeType source sourceId outcomes { id type riskLevel { id level color } } }
    }`,
    { formId },
  );
}

beforeAll(async () => {
  stack = await startApi();
  [author, staffOne, staffTwo] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two')]);
  template = await givenTemplateWithRiskOutcome();
});
afterAll(async () => stack.close());

describe('formOutcomes', () => {
  it('shows the risk outcome, grouped with its source, once the form selects its option', async () => {
    // Prepare
    const formId = (await startForm(staffOne, template.id)).data!.startForm!.id;
    await selectOption(staffOne, formId, template.sashId, 'high');

    // Act
    const answer = await outcomesOf(staffOne, formId);

    // Assess
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.formOutcomes).toEqual([
      {
        id: expect.any(String),
        name: 'Hood risk',
        outcomeType: 'RISK',
        source: 'FORM',
        sourceId: formId,
        outcomes: [{ id: 'hood-high', type: 'RISK', riskLevel: { id: 'risk-high', level: 'High', color: '#B71C1C' } }],
      },
    ]);
  });

  it('shows nothing while the form is unanswered or answers another option', async () => {
    // Prepare
    const unanswered = (await startForm(staffOne, template.id)).data!.startForm!.id;
    const otherOption = (await startForm(staffOne, template.id)).data!.startForm!.id;
    await selectOption(staffOne, otherOption, template.sashId, 'low');

    // Act
    const [none, low] = await Promise.all([outcomesOf(staffOne, unanswered), outcomesOf(staffOne, otherOption)]);

    // Assess
    expect(none.data?.formOutcomes).toEqual([]);
    expect(low.data?.formOutcomes).toEqual([]);
  });

  it('refuses someone who may not view the form, and names a missing form', async () => {
    // Prepare
    const formId = (await startForm(staffOne, template.id)).data!.startForm!.id;

    // Act
    const [others, missing] = await Promise.all([outcomesOf(staffTwo, formId), outcomesOf(staffOne, 'no-such-form')]);

    // Assess
    expect(codesOf(others)).toEqual(['FORBIDDEN']);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
  });
});
