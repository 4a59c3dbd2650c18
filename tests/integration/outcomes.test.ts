import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoWriteCount } from '../../functions/data/client';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { editOutcomes, onOption, outcomeGroupsOf, removeOutcomeGroup } from './steps/outcome-steps';
import { givenDraftWithOptionQuestion, publishTemplate, startDraft } from './steps/template-steps';
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

/** A draft with one option question (sash: low, high) and a risk outcome group with levels low and high. */
async function givenDraftWithRiskGroup(name: string) {
  const { template, question: sash } = await givenDraftWithOptionQuestion(author, name, 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
  const riskLevels = [{ id: 'risk-low', level: 'Low', color: '#2e7d32' }, { id: 'risk-high', level: 'High', color: '#c62828' }];
  const { group } = await editOutcomes(author, 'addOutcomeGroup', { templateId: template.id, group: { name: 'Hood risk', type: 'RISK', riskLevels } });
  return { template, sash, group: group! };
}

/** Adds a high-risk outcome shown when the sash is above the mark. */
async function givenHighRiskOutcome(templateId: string, groupId: string, expectedVersion: number, conditions: unknown[] = [onOption('sash', 'high')]) {
  const outcome = { id: 'hood-high', type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify(conditions) };
  return editOutcomes(author, 'addOutcome', { templateId, groupId, expectedVersion, outcome });
}

describe('outcome authoring', () => {
  it('adds, updates and removes outcomes, one write of the group each, and reads them back in order', async () => {
    const { template, sash, group } = await givenDraftWithRiskGroup('Outcome Hood Check');
    const writesBefore = dynamoWriteCount();

    const added = (await givenHighRiskOutcome(template.id, group.id, 1, [onOption(sash.id, 'high')])).group!;
    const writesPerEdit = dynamoWriteCount() - writesBefore;
    const second = (
      await editOutcomes(author, 'addOutcome', { templateId: template.id, groupId: group.id, expectedVersion: 2, outcome: { id: 'hood-ok', type: 'RISK', riskLevel: 'risk-low' } })
    ).group!;
    const updated = (
      await editOutcomes(author, 'updateOutcome', {
        templateId: template.id,
        groupId: group.id,
        expectedVersion: 3,
        outcomeId: 'hood-high',
        outcome: { type: 'RISK', riskLevel: 'risk-low', conditions: JSON.stringify([onOption(sash.id, 'low')]) },
      })
    ).group!;
    const removed = (await editOutcomes(author, 'removeOutcome', { templateId: template.id, groupId: group.id, expectedVersion: 4, outcomeId: 'hood-ok' })).group!;
    const read = (await outcomeGroupsOf(author, template.id)).data?.outcomeGroupsByTemplate;

    expect(group).toMatchObject({ name: 'Hood risk', type: 'RISK', version: 1, outcomes: [] });
    expect(writesPerEdit).toBe(1);
    expect(added.outcomes).toEqual([
      { id: 'hood-high', type: 'RISK', value: null, riskLevel: 'risk-high', text: null, conditions: JSON.stringify([onOption(sash.id, 'high')]) },
    ]);
    expect(second.outcomes.map((outcome) => outcome.id)).toEqual(['hood-high', 'hood-ok']);
    expect(updated.outcomes[0]).toMatchObject({ id: 'hood-high', riskLevel: 'risk-low', conditions: JSON.stringify([onOption(sash.id, 'low')]) });
    expect(removed).toMatchObject({ version: 5, outcomes: [{ id: 'hood-high' }] });
    expect(read).toEqual([removed]);
  });

  it('updates and removes a group, and refuses a stale edit with CONFLICT carrying the current group', async () => {
    const { template, group } = await givenDraftWithRiskGroup('Stale Outcome Check');
    const renamed = (await editOutcomes(author, 'updateOutcomeGroup', { templateId: template.id, groupId: group.id, expectedVersion: 1, name: 'Sash risk' })).group!;

    const stale = await editOutcomes(author, 'addOutcome', { templateId: template.id, groupId: group.id, expectedVersion: 1, outcome: { type: 'ACKNOWLEDGEMENT' } });
    const staleRemoval = await removeOutcomeGroup(author, { templateId: template.id, groupId: group.id, expectedVersion: 1 });
    const removal = await removeOutcomeGroup(author, { templateId: template.id, groupId: group.id, expectedVersion: 2 });
    const after = await outcomeGroupsOf(author, template.id);

    expect(renamed).toMatchObject({ name: 'Sash risk', version: 2, riskLevels: group.riskLevels });
    expect(codesOf(stale.answer)).toEqual(['CONFLICT']);
    expect(stale.answer.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { id: group.id, name: 'Sash risk', version: 2 } });
    expect(codesOf(staleRemoval)).toEqual(['CONFLICT']);
    expect(removal.data?.removeOutcomeGroup).toEqual({ templateId: template.id, groupId: group.id });
    expect(after.data?.outcomeGroupsByTemplate).toEqual([]);
  });

  it('refuses an outcome without the field of its type, or with conditions that are not a condition list', async () => {
    const { template, group } = await givenDraftWithRiskGroup('Invalid Outcome Check');
    const edit = { templateId: template.id, groupId: group.id, expectedVersion: 1 };

    const noLevel = await editOutcomes(author, 'addOutcome', { ...edit, outcome: { type: 'RISK' } });
    const badConditions = await editOutcomes(author, 'addOutcome', { ...edit, outcome: { type: 'TEXT', text: 'Lower the sash', conditions: '{"type":"question"}' } });

    expect(codesOf(noLevel.answer)).toEqual(['BAD_USER_INPUT']);
    expect(noLevel.answer.errors?.[0]?.message).toContain('A risk outcome needs riskLevel');
    expect(codesOf(badConditions.answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('carries the outcome groups to the next draft, and edits only drafts', async () => {
    const { template, sash, group } = await givenDraftWithRiskGroup('Versioned Outcome Check');
    await givenHighRiskOutcome(template.id, group.id, 1, [onOption(sash.id, 'high')]);
    expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.published).toBe(true);

    const onPublished = await editOutcomes(author, 'removeOutcome', { templateId: template.id, groupId: group.id, expectedVersion: 2, outcomeId: 'hood-high' });
    const draft = (await startDraft(author, template.groupId)).data!.startDraft;
    const inDraft = (await outcomeGroupsOf(author, draft.id)).data?.outcomeGroupsByTemplate;
    const draftEdit = await editOutcomes(author, 'removeOutcome', { templateId: draft.id, groupId: group.id, expectedVersion: 2, outcomeId: 'hood-high' });
    const inPublished = (await outcomeGroupsOf(author, template.id)).data?.outcomeGroupsByTemplate;

    expect(codesOf(onPublished.answer)).toEqual(['BAD_USER_INPUT']);
    expect(draft.version).toBe(2);
    expect(inDraft).toEqual([expect.objectContaining({ id: group.id, templateId: draft.id, name: 'Hood risk', outcomes: [expect.objectContaining({ id: 'hood-high' })] })]);
    expect(draftEdit.group?.outcomes).toEqual([]);
    expect(inPublished?.[0]?.outcomes.map((outcome) => outcome.id)).toEqual(['hood-high']);
  });

  it('copies the outcome groups with a template', async () => {
    const { template, group } = await givenDraftWithRiskGroup('Copied Outcome Check');
    await givenHighRiskOutcome(template.id, group.id, 1);

    const copy = await author.graphql<{ copyTemplate: { id: string } }>('mutation Copy($input: CopyTemplateInput!) { copyTemplate(input: $input) { id } }', {
      input: { templateId: template.id, name: 'Copied Outcome Check 2' },
    });
    const copied = (await outcomeGroupsOf(author, copy.data!.copyTemplate.id)).data?.outcomeGroupsByTemplate;

    expect(copied).toEqual([expect.objectContaining({ id: group.id, templateId: copy.data!.copyTemplate.id, outcomes: [expect.objectContaining({ id: 'hood-high' })] })]);
  });

  it('refuses to publish while an outcome names a missing question, option or outcome', async () => {
    const { template, sash, group } = await givenDraftWithRiskGroup('Broken Outcome Check');
    const conditions = [onOption('gone', 'high'), { type: 'logic', logicOperator: 'OR', conditions: [onOption(sash.id, 'middle'), { type: 'number', outcomeId: 'nothing', numberOperator: 'GREATER_THAN', value: 1 }] }];
    await givenHighRiskOutcome(template.id, group.id, 1, conditions);

    const answer = await publishTemplate(author, template.id, true);

    expect(answer.data?.publishTemplate.published).toBe(false);
    expect(answer.data?.publishTemplate.problems.map((problem) => [problem.code, problem.elementId])).toEqual([
      ['OUTCOME_MISSING_QUESTION', 'hood-high'],
      ['OUTCOME_MISSING_OPTION', 'hood-high'],
      ['OUTCOME_MISSING_OUTCOME', 'hood-high'],
    ]);
  });
});

describe('outcome authoring by someone who may not author', () => {
  it('answers FORBIDDEN to staff.one for reading a draft\'s outcomes and for every outcome mutation', async () => {
    const { template, group } = await givenDraftWithRiskGroup('Guarded Outcome Check');
    const t = template.id;
    const edit = { templateId: t, groupId: group.id, expectedVersion: 1 };
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['addOutcomeGroup', 'AddOutcomeGroupInput', { templateId: t, group: { name: 'Mine', type: 'TEXT' } }],
      ['updateOutcomeGroup', 'UpdateOutcomeGroupInput', { ...edit, name: 'Mine' }],
      ['removeOutcomeGroup', 'RemoveOutcomeGroupInput', { templateId: t, groupId: group.id }],
      ['addOutcome', 'AddOutcomeInput', { ...edit, outcome: { type: 'ACKNOWLEDGEMENT' } }],
      ['updateOutcome', 'UpdateOutcomeInput', { ...edit, outcomeId: 'x', outcome: { type: 'ACKNOWLEDGEMENT' } }],
      ['removeOutcome', 'RemoveOutcomeInput', { ...edit, outcomeId: 'x' }],
    ];

    const answers = await Promise.all(
      calls.map(async ([field, inputType, input]) => [field, codesOf(await staffOne.graphql(`mutation Call($input: ${inputType}!) { ${field}(input: $input) { __typename } }`, { input }))]),
    );
    const read = await outcomeGroupsOf(staffOne, t);
    const stillThere = await outcomeGroupsOf(author, t);

    expect(answers).toEqual(calls.map(([field]) => [field, ['FORBIDDEN']]));
    expect(codesOf(read)).toEqual(['FORBIDDEN']);
    expect(stillThere.data?.outcomeGroupsByTemplate).toEqual([group]);
  });
});
