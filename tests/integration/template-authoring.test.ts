import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoRequestCounter, dynamoWriteCount } from '../../functions/data/client';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { readForm, saveText, startForm } from './steps/form-steps';
import {
  addQuestion,
  createCampusTemplate,
  deleteTemplate,
  editElement,
  publishTemplate,
  readTemplate,
  startDraft,
  updateQuestion,
  versionsOf,
  type TemplateSummary,
} from './steps/template-steps';
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

/** A draft with a section holding three questions: hood (text), sash (option), notes (text). */
async function givenDraftWithQuestions(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const pageId = template.pages[0]!.id;
  const section = (await editElement(author, 'addSection', { templateId: template.id, parentId: pageId, fields: JSON.stringify({ name: 'Hood' }) }))
    .data!.addSection!;
  const hood = (await addQuestion(author, template.id, section.id, { __typename: 'TextQuestion', title: 'Hood number', required: true })).edit!;
  const sash = (
    await addQuestion(
      author,
      template.id,
      section.id,
      { __typename: 'OptionQuestion', title: 'Sash height', options: [{ id: 'low', label: 'Below the mark' }, { id: 'high', label: 'Above the mark' }] },
      hood.id,
    )
  ).edit!;
  const notes = (await addQuestion(author, template.id, section.id, { __typename: 'TextQuestion', title: 'Notes' }, sash.id)).edit!;
  return { template, pageId, sectionId: section.id, hood, sash, notes };
}

const questionTitles = (template: TemplateSummary | null | undefined) => template?.pages[0]?.children[0]?.children?.map((q) => q.title);

describe('template authoring', () => {
  it('creates an Untitled draft with one empty page for a program admin', async () => {
    const created = await createCampusTemplate(author);

    expect(created.data?.createCampusTemplate).toMatchObject({ name: 'Untitled', status: 'DRAFT', version: 1, revision: 1, isLatest: true });
    expect(created.data?.createCampusTemplate.pages).toHaveLength(1);
  });

  it('builds a draft element by element, in order', async () => {
    const { template } = await givenDraftWithQuestions('Fume Hood Check');

    const read = await readTemplate(author, template.id);

    expect(read.data?.templateById?.pages[0]?.children[0]).toMatchObject({ __typename: 'Section', name: 'Hood' });
    expect(questionTitles(read.data?.templateById)).toEqual(['Hood number', 'Sash height', 'Notes']);
  });

  it('keeps both of two concurrent edits of different elements, and refuses a stale edit of the same one with CONFLICT', async () => {
    const { template, hood, notes } = await givenDraftWithQuestions('Concurrent Hood Check');

    const [first, second] = await Promise.all([
      updateQuestion(author, template.id, hood.id, 1, { title: 'Hood tag number' }),
      updateQuestion(author, template.id, notes.id, 1, { title: 'Inspector notes' }),
    ]);
    const stale = await updateQuestion(author, template.id, hood.id, 1, { title: 'Hood id' });
    const read = await readTemplate(author, template.id);

    expect(first.data?.updateQuestion).toMatchObject({ id: hood.id, version: 2 });
    expect(second.data?.updateQuestion).toMatchObject({ id: notes.id, version: 2 });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { id: hood.id, version: 2 } });
    expect(questionTitles(read.data?.templateById)).toEqual(['Hood tag number', 'Sash height', 'Inspector notes']);
  });

  it('saves one element edit with exactly one DynamoDB write', async () => {
    const { template, sash } = await givenDraftWithQuestions('Measured Hood Check');
    const [requestsBefore, writesBefore, batchGetsBefore] = [dynamoRequestCounter.total, dynamoWriteCount(), dynamoRequestCounter.byCommand.BatchGetItemCommand ?? 0];

    const edited = await updateQuestion(author, template.id, sash.id, 1, { title: 'Sash position', required: true });

    const requests = dynamoRequestCounter.total - requestsBefore;
    const writes = dynamoWriteCount() - writesBefore;
    const elementReads = (dynamoRequestCounter.byCommand.BatchGetItemCommand ?? 0) - batchGetsBefore;
    console.info(`updateQuestion: ${requests} DynamoDB requests = ${writes} write + ${elementReads} BatchGetItem (header and element) + ${requests - writes - elementReads} authorization reads`);
    expect(edited.data?.updateQuestion?.version).toBe(2);
    expect(writes).toBe(1);
    expect(elementReads).toBe(1);
  });

  it('shows the change summary before publishing, publishes, and keeps version 1 for the forms started on it', async () => {
    const { template, hood, notes } = await givenDraftWithQuestions('Versioned Hood Check');

    const preview = await publishTemplate(author, template.id, false);
    const published = await publishTemplate(author, template.id, true);
    const formId = (await startForm(staffOne, template.id)).data!.startForm!.id;
    await saveText(staffOne, { formId, questionId: hood.id, text: 'Hood 7' });
    const draft = (await startDraft(author, template.groupId)).data!.startDraft;
    const again = (await startDraft(author, template.groupId)).data!.startDraft;
    const removed = await author.graphql<{ removeQuestion: { removedIds: string[] } }>(
      'mutation Remove($input: RemoveElementInput!) { removeQuestion(input: $input) { removedIds } }',
      { input: { templateId: draft.id, elementId: notes.id } },
    );
    const secondPreview = await publishTemplate(author, draft.id, false);
    const second = await publishTemplate(author, draft.id, true);
    const form = await readForm(staffOne, formId);
    const versions = await versionsOf(author, template.groupId);

    expect(preview.data?.publishTemplate).toMatchObject({ published: false, problems: [], template: { status: 'DRAFT' } });
    expect(preview.data?.publishTemplate.changes.map((change) => change.type)).toEqual([
      'pageAdded', 'sectionAdded', 'questionAdded', 'questionAdded', 'questionAdded',
    ]);
    expect(published.data?.publishTemplate).toMatchObject({ published: true, template: { id: template.id, status: 'PUBLISHED', isLatest: true } });
    expect(draft).toMatchObject({ status: 'DRAFT', version: 2, groupId: template.groupId });
    expect(again.id).toBe(draft.id);
    expect(removed.data?.removeQuestion.removedIds).toEqual([notes.id]);
    expect(secondPreview.data?.publishTemplate.changes).toEqual([
      { type: 'questionRemoved', elementId: notes.id, summary: 'Removed question "Notes" from page "Page 1"' },
    ]);
    expect(second.data?.publishTemplate).toMatchObject({ published: true, template: { id: draft.id, version: 2, isLatest: true } });
    expect(form.data?.form).toMatchObject({ template: { id: template.id }, responses: [{ questionId: hood.id, text: 'Hood 7' }] });
    expect(versions.data?.templatesByGroupId).toEqual([
      { id: draft.id, version: 2, status: 'PUBLISHED', isLatest: true },
      { id: template.id, version: 1, status: 'PUBLISHED', isLatest: false },
    ]);
  });

  it('removes a section with everything inside it', async () => {
    const { template, sectionId, hood, sash, notes } = await givenDraftWithQuestions('Removed Hood Check');

    const removed = await author.graphql<{ removeSection: { removedIds: string[] } }>(
      'mutation Remove($input: RemoveElementInput!) { removeSection(input: $input) { removedIds } }',
      { input: { templateId: template.id, elementId: sectionId, expectedVersion: 1 } },
    );
    const read = await readTemplate(author, template.id);

    expect(removed.data?.removeSection.removedIds).toEqual([sectionId, hood.id, sash.id, notes.id]);
    expect(read.data?.templateById?.pages[0]?.children).toEqual([]);
  });

  it('refuses to publish a template with problems, naming them', async () => {
    const { template, hood } = await givenDraftWithQuestions('Broken Hood Check');
    await editElement(author, 'addCondition', { templateId: template.id, elementId: hood.id, expectedVersion: 1, questionId: 'nowhere', optionId: 'none' });

    const answer = await publishTemplate(author, template.id, true);

    expect(answer.data?.publishTemplate.published).toBe(false);
    expect(answer.data?.publishTemplate.problems.map((problem) => [problem.code, problem.elementId])).toEqual([
      ['CONDITION_MISSING_QUESTION', hood.id],
      ['REQUIRED_NEVER_SHOWN', hood.id],
    ]);
  });

  it('edits only drafts, moves elements with one write each, and archives a group with forms instead of deleting it', async () => {
    const { template, sectionId, hood, notes, pageId } = await givenDraftWithQuestions('Lifecycle Hood Check');
    const moved = await author.graphql<{ moveElements: Array<{ id: string; parentId: string }> }>(
      'mutation Move($input: MoveElementsInput!) { moveElements(input: $input) { id parentId } }',
      { input: { templateId: template.id, moves: [{ elementId: notes.id, parentId: pageId, afterId: sectionId }, { elementId: hood.id, parentId: sectionId }] } },
    );
    await publishTemplate(author, template.id, true);
    const onPublished = await updateQuestion(author, template.id, hood.id, 1, { title: 'Too late' });
    await startForm(staffOne, template.id);
    const unused = (await createCampusTemplate(author, 'Unused Check')).data!.createCampusTemplate;

    const archived = await deleteTemplate(author, template.groupId);
    const deleted = await deleteTemplate(author, unused.groupId);
    const startArchived = await startForm(staffOne, template.id);

    expect(moved.data?.moveElements).toEqual([{ id: notes.id, parentId: pageId }, { id: hood.id, parentId: sectionId }]);
    expect(codesOf(onPublished)).toEqual(['BAD_USER_INPUT']);
    expect(archived.data?.deleteTemplate.outcome).toBe('ARCHIVED');
    expect(deleted.data?.deleteTemplate.outcome).toBe('DELETED');
    expect(codesOf(startArchived)).toEqual(['FORBIDDEN']);
    expect(codesOf(await readTemplate(author, unused.id))).toEqual(['NOT_FOUND']);
  });
});

describe('template authoring by someone who may not author', () => {
  it('answers FORBIDDEN to staff.one for every authoring mutation', async () => {
    const { template, pageId, sectionId, hood, sash } = await givenDraftWithQuestions('Guarded Hood Check');
    const t = template.id;
    const edit = { templateId: t, expectedVersion: 1 };
    const json = JSON.stringify;
    const calls: Array<[string, string, string, Record<string, unknown>]> = [
      ['createCampusTemplate', 'CreateCampusTemplateInput', 'id', { programId: 'prog-01-lab-safety' }],
      ['createTemplate', 'CreateTemplateInput', 'id', { campusCode: '01' }],
      ['updateTemplate', 'UpdateTemplateInput', 'id', { templateId: t, expectedRevision: 1, name: 'Mine now' }],
      ['startDraft', 'StartDraftInput', 'id', { templateGroupId: template.groupId }],
      ['publishTemplate', 'PublishTemplateInput', 'published', { templateId: t, confirm: true }],
      ['copyTemplate', 'CopyTemplateInput', 'id', { templateId: t, name: 'Copy' }],
      ['deleteTemplate', 'DeleteTemplateInput', 'outcome', { templateGroupId: template.groupId }],
      ['addElement', 'AddElementInput', 'id', { templateId: t, parentId: pageId, element: json({ __typename: 'StaticText', text: 'Hi' }) }],
      ['updateElement', 'UpdateElementInput', 'id', { ...edit, elementId: hood.id, changes: json({ title: 'x' }) }],
      ['removeElement', 'RemoveElementInput', 'removedIds', { templateId: t, elementId: hood.id }],
      ['moveElements', 'MoveElementsInput', 'id', { templateId: t, moves: [{ elementId: hood.id, parentId: pageId }] }],
      ['addPage', 'AddPageInput', 'id', { templateId: t, fields: json({ name: 'Two' }) }],
      ['updatePage', 'UpdateElementInput', 'id', { ...edit, elementId: pageId, changes: json({ name: 'x' }) }],
      ['removePage', 'RemoveElementInput', 'removedIds', { templateId: t, elementId: pageId }],
      ['addSection', 'AddKindInput', 'id', { templateId: t, parentId: pageId }],
      ['updateSection', 'UpdateElementInput', 'id', { ...edit, elementId: sectionId, changes: json({ name: 'x' }) }],
      ['removeSection', 'RemoveElementInput', 'removedIds', { templateId: t, elementId: sectionId }],
      ['addRepeatableSection', 'AddKindInput', 'id', { templateId: t, parentId: pageId }],
      ['addStaticText', 'AddKindInput', 'id', { templateId: t, parentId: pageId }],
      ['addSubform', 'AddKindInput', 'id', { templateId: t, parentId: pageId, fields: json({ templateId: 'tpl-x' }) }],
      ['addQuestion', 'AddElementInput', 'id', { templateId: t, parentId: sectionId, element: json({ __typename: 'ToggleQuestion', title: 'On?' }) }],
      ['updateQuestion', 'UpdateElementInput', 'id', { ...edit, elementId: hood.id, changes: json({ title: 'x' }) }],
      ['removeQuestion', 'RemoveElementInput', 'removedIds', { templateId: t, elementId: hood.id }],
      ['addOption', 'AddOptionInput', 'id', { ...edit, questionId: sash.id, option: { label: 'Closed' } }],
      ['updateOption', 'UpdateOptionInput', 'id', { ...edit, questionId: sash.id, optionId: 'low', label: 'x' }],
      ['removeOption', 'RemoveOptionInput', 'id', { ...edit, questionId: sash.id, optionId: 'low' }],
      ['addCondition', 'AddConditionInput', 'id', { ...edit, elementId: hood.id, questionId: sash.id, optionId: 'low' }],
      ['removeCondition', 'RemoveConditionInput', 'id', { ...edit, elementId: hood.id, questionId: sash.id, optionId: 'low' }],
      ['addValidationRule', 'AddValidationRuleInput', 'id', { ...edit, questionId: hood.id, rule: { field: 'date', operator: 'is', unit: 'days', value: 0, relativeTo: 'currentDate' } }],
      ['removeValidationRule', 'RemoveValidationRuleInput', 'id', { ...edit, questionId: hood.id, ruleId: 'r1' }],
    ];

    const answers = await Promise.all(
      calls.map(async ([field, inputType, selection, input]) => {
        const answer = await staffOne.graphql(`mutation Call($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`, { input });
        return [field, codesOf(answer)];
      }),
    );
    const read = await readTemplate(author, t);

    expect(answers).toEqual(calls.map(([field]) => [field, ['FORBIDDEN']]));
    expect(questionTitles(read.data?.templateById)).toEqual(['Hood number', 'Sash height', 'Notes']);
  });
});
