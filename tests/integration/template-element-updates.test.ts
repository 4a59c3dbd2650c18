import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoWriteCount } from '../../functions/data/client';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addQuestion, createCampusTemplate, editElement } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// authoring17: the update operations beside add and remove (condition, validation rule, question summary), and
// the template an element edit answers when the caller asks for it.

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

const rule = { field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' };

/** A draft with an option question (sash: low, high, closed), a text question depending on it, and a date question with one rule. */
async function givenDraft(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const options = [{ id: 'low', label: 'Low' }, { id: 'high', label: 'High' }, { id: 'closed', label: 'Closed' }];
  const sash = (await addQuestion(author, template.id, pageId, { __typename: 'OptionQuestion', title: 'Sash', options })).edit!;
  const dependsOn = { logic: 'OR', conditions: [{ questionId: sash.id, optionId: 'low' }, { questionId: sash.id, optionId: 'high' }] };
  const why = (await addQuestion(author, template.id, pageId, { __typename: 'TextQuestion', title: 'Why', dependsOn }, sash.id)).edit!;
  const validationRules = [{ id: 'r1', ...rule }, { id: 'r2', ...rule, operator: 'greaterThan', value: -30 }];
  const due = (await addQuestion(author, template.id, pageId, { __typename: 'DateQuestion', title: 'Due', validationRules }, why.id)).edit!;
  return { templateId: template.id, pageId, sash, why, due };
}

const fieldsOf = (edit: { element: string } | undefined) => (edit ? (JSON.parse(edit.element) as Record<string, unknown>) : undefined);

describe('updateCondition', () => {
  it('replaces one condition in its place, keeping how the conditions combine, with one write', async () => {
    const { templateId, sash, why } = await givenDraft('Condition Update Check');
    const writesBefore = dynamoWriteCount();

    const updated = await editElement(author, 'updateCondition', {
      templateId, elementId: why.id, expectedVersion: 1, questionId: sash.id, optionId: 'low', condition: { questionId: sash.id, optionId: 'closed' },
    });

    expect(dynamoWriteCount() - writesBefore).toBe(1);
    expect(updated.data?.updateCondition?.version).toBe(2);
    expect(fieldsOf(updated.data?.updateCondition)?.dependsOn).toEqual({
      logic: 'OR',
      conditions: [{ questionId: sash.id, optionId: 'closed' }, { questionId: sash.id, optionId: 'high' }],
    });
  });

  it('changes the logic when given, and refuses a stale version, a missing condition and a duplicate', async () => {
    const { templateId, sash, why } = await givenDraft('Condition Refusal Check');
    const target = { templateId, elementId: why.id, questionId: sash.id, optionId: 'low' };

    const updated = await editElement(author, 'updateCondition', { ...target, expectedVersion: 1, condition: { questionId: sash.id, optionId: 'closed' }, logic: 'AND' });
    const stale = await editElement(author, 'updateCondition', { ...target, optionId: 'high', expectedVersion: 1, condition: { questionId: sash.id, optionId: 'low' } });
    const missing = await editElement(author, 'updateCondition', { ...target, expectedVersion: 2, condition: { questionId: sash.id, optionId: 'high' } });
    const duplicate = await editElement(author, 'updateCondition', { ...target, optionId: 'closed', expectedVersion: 2, condition: { questionId: sash.id, optionId: 'high' } });

    expect((fieldsOf(updated.data?.updateCondition)?.dependsOn as { logic: string }).logic).toBe('AND');
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    expect(codesOf(duplicate)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('updateValidationRule', () => {
  it('replaces a rule\'s fields in its place and keeps its id', async () => {
    const { templateId, due } = await givenDraft('Rule Update Check');

    const updated = await editElement(author, 'updateValidationRule', {
      templateId, questionId: due.id, expectedVersion: 1, ruleId: 'r1', rule: { ...rule, operator: 'greaterThanOrEqual', value: 7, unit: 'weeks' },
    });

    expect(fieldsOf(updated.data?.updateValidationRule)?.validationRules).toEqual([
      { id: 'r1', ...rule, operator: 'greaterThanOrEqual', value: 7, unit: 'weeks' },
      { id: 'r2', ...rule, operator: 'greaterThan', value: -30 },
    ]);
  });

  it('refuses another id, a missing rule, a stale version and a question without rules', async () => {
    const { templateId, due, why } = await givenDraft('Rule Refusal Check');
    const target = { templateId, questionId: due.id, ruleId: 'r1' };

    const otherId = await editElement(author, 'updateValidationRule', { ...target, expectedVersion: 1, rule: { ...rule, id: 'r2' } });
    const missing = await editElement(author, 'updateValidationRule', { ...target, ruleId: 'r9', expectedVersion: 1, rule });
    await editElement(author, 'updateValidationRule', { ...target, expectedVersion: 1, rule: { ...rule, value: 1 } });
    const stale = await editElement(author, 'updateValidationRule', { ...target, expectedVersion: 1, rule: { ...rule, value: 2 } });
    const textQuestion = await editElement(author, 'updateValidationRule', { ...target, questionId: why.id, expectedVersion: 1, rule });

    expect(codesOf(otherId)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(codesOf(textQuestion)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('updateQuestionSummary', () => {
  it('points a question summary at another question, and refuses an element that is not one', async () => {
    const { templateId, sash, why } = await givenDraft('Summary Update Check');
    const summaryPage = (await editElement(author, 'addPage', { templateId, summary: true, fields: JSON.stringify({ name: 'Summary' }) })).data!.addPage!;
    const summary = (await editElement(author, 'addQuestionSummary', { templateId, parentId: summaryPage.id, fields: JSON.stringify({ questionId: sash.id }) })).data!
      .addQuestionSummary!;

    const updated = await editElement(author, 'updateQuestionSummary', { templateId, elementId: summary.id, expectedVersion: 1, changes: JSON.stringify({ questionId: why.id }) });
    const notSummary = await editElement(author, 'updateQuestionSummary', { templateId, elementId: why.id, expectedVersion: 1, changes: JSON.stringify({ questionId: sash.id }) });
    const stale = await editElement(author, 'updateQuestionSummary', { templateId, elementId: summary.id, expectedVersion: 1, changes: JSON.stringify({ questionId: sash.id }) });

    expect(updated.data?.updateQuestionSummary).toMatchObject({ kind: 'QuestionSummary', version: 2 });
    expect(fieldsOf(updated.data?.updateQuestionSummary)?.questionId).toBe(why.id);
    expect(codesOf(notSummary)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
  });
});

type EditedTemplate = { id: string; status: string; pages: Array<{ children: Array<{ id: string; title?: string }> }> };

describe('the template of an element edit', () => {
  it('answers the template as the edit left it when the caller selects it', async () => {
    const { templateId, pageId, sash, why, due } = await givenDraft('Template Answer Check');
    const templateFields = 'template { id status pages { children { id ... on Question { title } } } }';

    const edited = await author.graphql<{ updateQuestion: { version: number; template: EditedTemplate } }>(
      `mutation U($input: UpdateElementInput!) { updateQuestion(input: $input) { version ${templateFields} } }`,
      { input: { templateId, elementId: why.id, expectedVersion: 1, changes: JSON.stringify({ title: 'Why so?' }) } },
    );
    const moved = await author.graphql<{ moveElements: Array<{ id: string; template: EditedTemplate }> }>(
      `mutation M($input: MoveElementsInput!) { moveElements(input: $input) { id ${templateFields} } }`,
      { input: { templateId, moves: [{ elementId: due.id, parentId: pageId }] } },
    );
    const removed = await author.graphql<{ removeQuestion: { removedIds: string[]; template: EditedTemplate } }>(
      `mutation R($input: RemoveElementInput!) { removeQuestion(input: $input) { removedIds ${templateFields} } }`,
      { input: { templateId, elementId: sash.id } },
    );

    expect(edited.data?.updateQuestion.template).toMatchObject({ id: templateId, status: 'DRAFT' });
    expect(edited.data?.updateQuestion.template.pages[0]?.children.map((child) => child.title)).toEqual(['Sash', 'Why so?', 'Due']);
    expect(moved.data?.moveElements[0]?.template.pages[0]?.children.map((child) => child.title)).toEqual(['Due', 'Sash', 'Why so?']);
    expect(removed.data?.removeQuestion.removedIds).toEqual([sash.id]);
    expect(removed.data?.removeQuestion.template.pages[0]?.children.map((child) => child.title)).toEqual(['Due', 'Why so?']);
  });
});

describe('the update operations by someone who may not author', () => {
  it('answers FORBIDDEN to staff.one and leaves the draft as it was', async () => {
    const { templateId, sash, why, due } = await givenDraft('Guarded Update Check');

    const condition = await editElement(staffOne, 'updateCondition', {
      templateId, elementId: why.id, expectedVersion: 1, questionId: sash.id, optionId: 'low', condition: { questionId: sash.id, optionId: 'closed' },
    });
    const validation = await editElement(staffOne, 'updateValidationRule', { templateId, questionId: due.id, expectedVersion: 1, ruleId: 'r1', rule });
    const summary = await editElement(staffOne, 'updateQuestionSummary', { templateId, elementId: why.id, expectedVersion: 1, changes: JSON.stringify({ questionId: sash.id }) });
    const read = await author.graphql<{ templateById: { pages: Array<{ children: Array<{ id: string; version: number }> }> } }>(
      'query R($id: ID!) { templateById(id: $id) { pages { children { id version } } } }',
      { id: templateId },
    );

    expect([codesOf(condition), codesOf(validation), codesOf(summary)]).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    expect(read.data?.templateById.pages[0]?.children.map((child) => child.version)).toEqual([1, 1, 1]);
  });
});
