import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { editOutcomes, onOption } from './steps/outcome-steps';
import { editElement, givenDraftWithOptionQuestion, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [author, staffOne] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

/** A draft with option question "Sash height" (low, high), a risk group whose High needs "high", and a summary page "Results". */
async function givenDraftWithOutcomeGroup(name: string) {
  const { template, question } = await givenDraftWithOptionQuestion(author, name, 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
  const riskLevels = [{ id: 'risk-high', level: 'High', color: '#B71C1C' }];
  const { group } = await editOutcomes(author, 'addOutcomeGroup', { templateId: template.id, group: { name: 'Hood risk', type: 'RISK', riskLevels } });
  const outcome = { id: 'hood-high', type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify([onOption(question.id, 'high')]) };
  await editOutcomes(author, 'addOutcome', { templateId: template.id, groupId: group!.id, expectedVersion: 1, outcome });
  const summaryPage = (await editElement(author, 'addPage', { templateId: template.id, summary: true, fields: JSON.stringify({ name: 'Results' }) })).data!.addPage!;
  return { templateId: template.id, pageId: template.pages[0]!.id, questionId: question.id, groupId: group!.id, summaryPageId: summaryPage.id };
}

const addTemplateOutcome = (client: ApiClient, templateId: string, parentId: string, fields: Record<string, unknown>) =>
  client.graphql<{ addTemplateOutcome: { id: string; kind: string; parentId: string } }>(
    'mutation Add($input: AddKindInput!) { addTemplateOutcome(input: $input) { id kind parentId } }',
    { input: { templateId, parentId, fields: JSON.stringify(fields) } },
  );
const removeTemplateOutcome = (client: ApiClient, templateId: string, elementId: string) =>
  client.graphql<{ removeTemplateOutcome: { removedIds: string[] } }>(
    'mutation Remove($input: RemoveElementInput!) { removeTemplateOutcome(input: $input) { removedIds } }',
    { input: { templateId, elementId } },
  );
const summaryChildren = (client: ApiClient, id: string) =>
  client.graphql<{ templateById: { summaryPages: Array<{ children: Array<{ __typename: string; id: string; outcomeGroupId?: string }> }> } }>(
    'query Read($id: ID!) { templateById(id: $id) { summaryPages { children { __typename id ... on TemplateOutcome { outcomeGroupId } } } } }',
    { id },
  );

describe('template outcomes', () => {
  it('adds a template outcome to a summary page, reads it back, and removes it', async () => {
    // Prepare
    const { templateId, groupId, summaryPageId } = await givenDraftWithOutcomeGroup('Template Outcome Check');

    // Act
    const added = await addTemplateOutcome(author, templateId, summaryPageId, { outcomeGroupId: groupId });
    const read = await summaryChildren(author, templateId);
    const removed = await removeTemplateOutcome(author, templateId, added.data!.addTemplateOutcome.id);

    // Assess
    expect(added.data?.addTemplateOutcome).toMatchObject({ kind: 'TemplateOutcome', parentId: summaryPageId });
    expect(read.data?.templateById.summaryPages[0]?.children).toEqual([{ __typename: 'TemplateOutcome', id: added.data?.addTemplateOutcome.id, outcomeGroupId: groupId }]);
    expect(removed.data?.removeTemplateOutcome.removedIds).toEqual([added.data?.addTemplateOutcome.id]);
  });

  it('answers BAD_USER_INPUT to a template outcome outside a summary page or without an outcome group', async () => {
    // Prepare
    const { templateId, pageId, groupId, summaryPageId } = await givenDraftWithOutcomeGroup('Misplaced Template Outcome Check');

    // Act
    const onPage = await addTemplateOutcome(author, templateId, pageId, { outcomeGroupId: groupId });
    const noGroup = await addTemplateOutcome(author, templateId, summaryPageId, {});

    // Assess
    expect(codesOf(onPage)).toEqual(['BAD_USER_INPUT']);
    expect(onPage.errors?.[0]?.message).toBe('A template outcome goes on a summary page.');
    expect(codesOf(noGroup)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses to publish a template outcome whose outcome group does not exist, naming the summary page', async () => {
    // Prepare
    const { templateId, summaryPageId } = await givenDraftWithOutcomeGroup('Dangling Template Outcome Check');
    const added = await addTemplateOutcome(author, templateId, summaryPageId, { outcomeGroupId: 'og-gone' });

    // Act
    const check = await publishTemplate(author, templateId, true);

    // Assess
    const problems = check.data?.publishTemplate.problems ?? [];
    expect(check.data?.publishTemplate.published).toBe(false);
    expect(problems.map((problem) => [problem.code, problem.elementId])).toEqual([['TEMPLATE_OUTCOME_MISSING_GROUP', added.data?.addTemplateOutcome.id]]);
    expect(problems[0]?.message).toContain('on summary page "Results" names outcome group og-gone');
  });

  it("answers a form's template outcome in its summary pages, its group's result and the group's name", async () => {
    // Prepare
    const { templateId, questionId, groupId, summaryPageId } = await givenDraftWithOutcomeGroup('Form Template Outcome Check');
    await addTemplateOutcome(author, templateId, summaryPageId, { outcomeGroupId: groupId });
    expect((await publishTemplate(author, templateId, true)).data?.publishTemplate.published).toBe(true);
    const formId = (await startForm(staffOne, templateId)).data!.startForm!.id;
    const answer = await staffOne.graphql('mutation Save($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', {
      input: { formId, questionId, selectedOptionIds: ['high'] },
    });
    expect(answer.errors).toBeUndefined();

    // Act
    const summary = await staffOne.graphql<{
      form: { template: { id: string; summaryPages: Array<{ name: string; children: Array<{ __typename: string; outcomeGroupId?: string }> }> } };
      formOutcomes: Array<{ id: string; name: string; outcomes: Array<{ id: string }> }>;
    }>(
      `query Summary($formId: ID!) {
        form(id: $formId) { template { id summaryPages { name children { __typename ... on TemplateOutcome { outcomeGroupId } } } } }
        formOutcomes(formId: $formId) { id name outcomes { id } }
      }`,
      { formId },
    );
    const names = await staffOne.graphql<{ outcomeGroupsByTemplate: Array<{ id: string; name: string }> }>(
      'query Names($templateId: ID!) { outcomeGroupsByTemplate(templateId: $templateId) { id name } }',
      { templateId },
    );

    // Assess
    expect(summary.errors).toBeUndefined();
    expect(summary.data?.form.template.summaryPages).toEqual([{ name: 'Results', children: [{ __typename: 'TemplateOutcome', outcomeGroupId: groupId }] }]);
    expect(summary.data?.formOutcomes).toEqual([{ id: groupId, name: 'Hood risk', outcomes: [{ id: 'hood-high' }] }]);
    expect(names.data?.outcomeGroupsByTemplate).toEqual([{ id: groupId, name: 'Hood risk' }]);
  });

  it('answers FORBIDDEN to staff.one for adding and removing template outcomes', async () => {
    // Prepare
    const { templateId, groupId, summaryPageId } = await givenDraftWithOutcomeGroup('Guarded Template Outcome Check');
    const added = await addTemplateOutcome(author, templateId, summaryPageId, { outcomeGroupId: groupId });

    // Act
    const adding = await addTemplateOutcome(staffOne, templateId, summaryPageId, { outcomeGroupId: groupId });
    const removing = await removeTemplateOutcome(staffOne, templateId, added.data!.addTemplateOutcome.id);

    // Assess
    expect(codesOf(adding)).toEqual(['FORBIDDEN']);
    expect(codesOf(removing)).toEqual(['FORBIDDEN']);
  });
});
