import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import type { AnswerProblem } from '../../schema/src/forms/answer-validation';
import { startForm } from './steps/form-steps';
import { addQuestion, createCampusTemplate, editElement, publishTemplate } from './steps/template-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let owner: ApiClient;
let author: ApiClient;
let host: Awaited<ReturnType<typeof givenTemplateWithRules>>;

// Inside the date picker's range, but long after today on any calendar.
const nextYear = `${new Date().getFullYear() + 1}-06-15`;

/**
 * A published template: "Visit date" must be on or before today, "Room number" is required, and "Which hazards"
 * is required but shown only when "Hazards?" is answered yes.
 */
async function givenTemplateWithRules() {
  const template = (await createCampusTemplate(author, 'Validation Visit')).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const add = async (element: Record<string, unknown>) => (await addQuestion(author, template.id, pageId, element)).edit!;
  const visit = await add({ __typename: 'DateQuestion', title: 'Visit date' });
  const room = await add({ __typename: 'TextQuestion', title: 'Room number', required: true });
  const hazard = await add({ __typename: 'OptionQuestion', title: 'Hazards?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] });
  const which = await add({ __typename: 'TextQuestion', title: 'Which hazards', required: true });
  const rule = { field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' };
  await editElement(author, 'addValidationRule', { templateId: template.id, questionId: visit.id, expectedVersion: visit.version, rule });
  await editElement(author, 'addCondition', { templateId: template.id, elementId: which.id, expectedVersion: which.version, questionId: hazard.id, optionId: 'yes' });
  const published = await publishTemplate(author, template.id, true);
  expect(published.data?.publishTemplate.problems).toEqual([]);
  return { id: template.id, visit: visit.id, room: room.id, hazard: hazard.id, which: which.id };
}

type Saved = { id: string; responses: Array<{ questionId: string; version: number; selectedDate?: string | null }> };
const savedFields = 'id responses { questionId version ... on DateResponse { selectedDate } }';

async function save(client: ApiClient, mutation: string, input: Record<string, unknown>) {
  const inputType = `${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input`;
  const answer = await client.graphql<Record<string, Saved>>(`mutation S($input: ${inputType}!) { ${mutation}(input: $input) { ${savedFields} } }`, { input });
  return { data: answer.data?.[mutation], codes: codesOf(answer), message: answer.errors?.[0]?.message, details: detailsOf<{ field?: string; answers?: AnswerProblem[] }>(answer) };
}

const saveDate = (formId: string, selectedDate: string, expectedVersion = 0) =>
  save(owner, 'updateDateResponse', { formId, questionId: host.visit, selectedDate, expectedVersion });
const saveText = (formId: string, questionId: string, text: string) => save(owner, 'updateTextResponse', { formId, questionId, text });
const choose = (formId: string, optionId: string) => save(owner, 'updateOptionResponse', { formId, questionId: host.hazard, selectedOptionIds: [optionId] });

async function submit(formId: string) {
  const answer = await owner.graphql<{ updateFormByAction: { status: string } }>(
    'mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }',
    { input: { formId, actionId: 'submit' } },
  );
  return { status: answer.data?.updateFormByAction?.status, codes: codesOf(answer), details: detailsOf<{ answers?: AnswerProblem[] }>(answer) };
}

async function stored(formId: string) {
  const answer = await owner.graphql<{ form: Saved & { status: string } }>(`query F($id: ID!) { form(id: $id) { status ${savedFields} } }`, { id: formId });
  return answer.data!.form;
}

beforeAll(async () => {
  stack = await startApi();
  [owner, author] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'program.admin')]);
  host = await givenTemplateWithRules();
});
afterAll(async () => stack.close());

const startOwnForm = async () => (await startForm(owner, host.id)).data!.startForm!.id;

describe('date rules on save', () => {
  it('refuses a date breaking the rule with its message and question id, and keeps the stored answer', async () => {
    const formId = await startOwnForm();
    await saveDate(formId, '2020-01-01');

    const refused = await saveDate(formId, nextYear, 1);

    expect(refused.codes).toEqual(['BAD_USER_INPUT']);
    expect(refused.message).toBe('Must be on or before today.');
    expect(refused.details?.field).toBe(host.visit);
    expect(refused.details?.answers).toEqual([expect.objectContaining({ questionId: host.visit, kind: 'dateRule', message: 'Must be on or before today' })]);
    expect((await stored(formId)).responses.find((response) => response.questionId === host.visit)).toMatchObject({ selectedDate: '2020-01-01', version: 1 });
  });

  it('saves an empty answer to a required question: a draft may be incomplete', async () => {
    const formId = await startOwnForm();

    const saved = await saveText(formId, host.room, '');

    expect(saved.codes).toEqual([]);
  });
});

describe('answers checked again on submit', () => {
  it('refuses submit while a required visible answer is missing, listing it, and leaves the form a draft', async () => {
    const formId = await startOwnForm();
    await choose(formId, 'yes');
    await saveText(formId, host.room, '210B');

    const refused = await submit(formId);

    expect(refused.codes).toEqual(['BAD_USER_INPUT']);
    expect(refused.details?.answers).toEqual([{ questionId: host.which, title: 'Which hazards', kind: 'required', message: 'This question is required.', pageId: expect.any(String) }]);
    expect((await stored(formId)).status).toBe('draft');
  });

  it('does not ask for a required answer that a condition hides', async () => {
    const formId = await startOwnForm();
    await choose(formId, 'no');
    await saveText(formId, host.room, '210B');

    const submitted = await submit(formId);

    expect(submitted.codes).toEqual([]);
    expect(submitted.status).toBe('submitted');
  });
});
