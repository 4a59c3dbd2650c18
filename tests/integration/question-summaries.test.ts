import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addQuestion, createCampusTemplate, editElement, publishTemplate } from './steps/template-steps';
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

/** A draft with one text question on its page and an empty summary page. */
async function givenDraftWithSummaryPage(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const question = (await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Room' })).edit!;
  const summaryPage = (await editElement(author, 'addPage', { templateId: template.id, summary: true, fields: JSON.stringify({ name: 'Summary' }) })).data!.addPage!;
  return { templateId: template.id, pageId: template.pages[0]!.id, questionId: question.id, summaryPageId: summaryPage.id };
}

const addSummary = (client: ApiClient, templateId: string, parentId: string, fields: Record<string, unknown>) =>
  client.graphql<{ addQuestionSummary: { id: string; kind: string; parentId: string } }>(
    'mutation Add($input: AddKindInput!) { addQuestionSummary(input: $input) { id kind parentId } }',
    { input: { templateId, parentId, fields: JSON.stringify(fields) } },
  );
const removeSummary = (client: ApiClient, templateId: string, elementId: string) =>
  client.graphql<{ removeQuestionSummary: { removedIds: string[] } }>(
    'mutation Remove($input: RemoveElementInput!) { removeQuestionSummary(input: $input) { removedIds } }',
    { input: { templateId, elementId } },
  );
const summaryChildren = (client: ApiClient, id: string) =>
  client.graphql<{ templateById: { summaryPages: Array<{ children: Array<{ __typename: string; id: string; questionId?: string }> }> } }>(
    'query Read($id: ID!) { templateById(id: $id) { summaryPages { children { __typename id ... on QuestionSummary { questionId questionGroupId } } } } }',
    { id },
  );

describe('question summaries', () => {
  it('adds a question summary to a summary page, reads it back, and removes it', async () => {
    const { templateId, questionId, summaryPageId } = await givenDraftWithSummaryPage('Summary Check');

    const added = await addSummary(author, templateId, summaryPageId, { questionId });
    const read = await summaryChildren(author, templateId);
    const removed = await removeSummary(author, templateId, added.data!.addQuestionSummary.id);

    expect(added.data?.addQuestionSummary).toMatchObject({ kind: 'QuestionSummary', parentId: summaryPageId });
    expect(read.data?.templateById.summaryPages[0]?.children).toEqual([
      { __typename: 'QuestionSummary', id: added.data?.addQuestionSummary.id, questionId, questionGroupId: null },
    ]);
    expect(removed.data?.removeQuestionSummary.removedIds).toEqual([added.data?.addQuestionSummary.id]);
  });

  it('answers BAD_USER_INPUT to a question summary outside a summary page or without a question', async () => {
    const { templateId, pageId, questionId, summaryPageId } = await givenDraftWithSummaryPage('Misplaced Summary Check');

    const onPage = await addSummary(author, templateId, pageId, { questionId });
    const noQuestion = await addSummary(author, templateId, summaryPageId, {});

    expect(codesOf(onPage)).toEqual(['BAD_USER_INPUT']);
    expect(onPage.errors?.[0]?.message).toBe('A question summary goes on a summary page.');
    expect(codesOf(noQuestion)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses to publish a summary of a missing question', async () => {
    const { templateId, summaryPageId } = await givenDraftWithSummaryPage('Dangling Summary Check');
    const added = await addSummary(author, templateId, summaryPageId, { questionId: 'q-gone' });

    const check = await publishTemplate(author, templateId, true);

    expect(check.data?.publishTemplate.published).toBe(false);
    expect(check.data?.publishTemplate.problems.map((problem) => [problem.code, problem.elementId])).toEqual([
      ['QUESTION_SUMMARY_MISSING_QUESTION', added.data?.addQuestionSummary.id],
    ]);
  });

  it('answers FORBIDDEN to staff.one for adding and removing question summaries', async () => {
    const { templateId, questionId, summaryPageId } = await givenDraftWithSummaryPage('Guarded Summary Check');
    const added = await addSummary(author, templateId, summaryPageId, { questionId });

    expect(codesOf(await addSummary(staffOne, templateId, summaryPageId, { questionId }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await removeSummary(staffOne, templateId, added.data!.addQuestionSummary.id))).toEqual(['FORBIDDEN']);
  });
});
