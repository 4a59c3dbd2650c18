import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { editOutcomes, onOption } from './steps/outcome-steps';
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

interface Series {
  metric: { id: string; title: string; version: number };
  points: Array<{ key: string; label: string; value: number; percentage: number }>;
  formsCount: number;
}

const metricFields = 'id title version type view templateGroupId question';

const createMetric = (client: ApiClient, metric: Record<string, unknown>, programId = labSafetyProgramId) =>
  client.graphql<{ createMetric: { id: string; version: number } }>(`mutation C($input: CreateMetricInput!) { createMetric(input: $input) { ${metricFields} } }`, {
    input: { programId, metric },
  });

const seriesOf = (client: ApiClient, id: string) =>
  client.graphql<{ metricSeries: Series }>('query S($id: ID!) { metricSeries(id: $id) { metric { id title version } points { key label value percentage } formsCount } }', { id });

async function submittedFormWith(templateId: string, questionId: string, optionId: string) {
  const started = await staffOne.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId } });
  const formId = started.data!.startForm.id;
  await staffOne.graphql('mutation O($input: UpdateOptionResponseInput!) { updateOptionResponse(input: $input) { id } }', { input: { formId, questionId, selectedOptionIds: [optionId] } });
  const moved = await staffOne.graphql('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', { input: { formId, actionId: 'submit' } });
  expect(moved.errors).toBeUndefined();
}

describe('program metrics', () => {
  it('answers an answer metric from the forms as submitted, labelled with the question\'s options', async () => {
    // Prepare
    const { template, question } = await givenDraftWithOptionQuestion(admin, 'Metric Hood Check', 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
    expect((await publishTemplate(admin, template.id, true)).data?.publishTemplate.published).toBe(true);
    await submittedFormWith(template.id, question.id, 'high');
    await submittedFormWith(template.id, question.id, 'high');
    await submittedFormWith(template.id, question.id, 'low');
    const created = await createMetric(admin, { title: 'Sash heights', type: 'ANSWER', view: 'PIE', templateGroupId: template.groupId, question: question.id });
    expect(created.errors).toBeUndefined();

    // Act
    const answer = await seriesOf(staffOne, created.data!.createMetric.id);

    // Assess
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.metricSeries.formsCount).toBe(3);
    expect(answer.data!.metricSeries.points).toEqual([
      { key: 'low', label: 'Below the mark', value: 1, percentage: 33.3 },
      { key: 'high', label: 'Above the mark', value: 2, percentage: 66.7 },
    ]);
  });

  it('answers a risk distribution from the outcomes the forms held when submitted', async () => {
    // Prepare: a RISK group whose High outcome holds when the sash is high.
    const { template, question } = await givenDraftWithOptionQuestion(admin, 'Metric Risk Check', 'Sash height', { low: 'Below the mark', high: 'Above the mark' });
    const riskLevels = [{ id: 'risk-low', level: 'Low', color: '#1B5E20' }, { id: 'risk-high', level: 'High', color: '#B71C1C' }];
    const { group } = await editOutcomes(admin, 'addOutcomeGroup', { templateId: template.id, group: { name: 'Hood risk', type: 'RISK', riskLevels } });
    const outcome = { id: 'hood-high', type: 'RISK', riskLevel: 'risk-high', conditions: JSON.stringify([onOption(question.id, 'high')]) };
    await editOutcomes(admin, 'addOutcome', { templateId: template.id, groupId: group!.id, expectedVersion: 1, outcome });
    expect((await publishTemplate(admin, template.id, true)).data?.publishTemplate.published).toBe(true);
    await submittedFormWith(template.id, question.id, 'high');
    await submittedFormWith(template.id, question.id, 'low');
    const created = await createMetric(admin, { title: 'Hood risk', type: 'OUTCOME', view: 'BAR', templateGroupId: template.groupId, aggregate: { function: 'COUNT', key: group!.id } });
    expect(created.errors).toBeUndefined();

    // Act
    const answer = await seriesOf(admin, created.data!.createMetric.id);

    // Assess
    expect(answer.data!.metricSeries.points.map((point) => [point.label, point.value])).toEqual([
      ['Low', 0],
      ['High', 1],
    ]);
  });

  it('lets program admins update and delete a metric, with CONFLICT on a stale version', async () => {
    // Prepare
    const id = (await createMetric(admin, { title: 'Forms by status', type: 'STATUS', view: 'BAR' })).data!.createMetric.id;
    const update = (expectedVersion: number, title: string) =>
      admin.graphql<{ updateMetric: { version: number; title: string } }>('mutation U($input: UpdateMetricInput!) { updateMetric(input: $input) { version title } }', {
        input: { id, expectedVersion, metric: { title, type: 'STATUS', view: 'LINE' } },
      });

    // Act
    const first = await update(1, 'Forms by status now');
    const stale = await update(1, 'Lost');
    const removed = await admin.graphql('mutation D($input: DeleteMetricInput!) { deleteMetric(input: $input) { id } }', { input: { id } });
    const gone = await seriesOf(admin, id);

    // Assess
    expect(first.data!.updateMetric).toEqual({ version: 2, title: 'Forms by status now' });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(removed.errors).toBeUndefined();
    expect(codesOf(gone)).toEqual(['NOT_FOUND']);
  });

  it('refuses staff changes with FORBIDDEN, a group of another program and an answer metric without a question with BAD_USER_INPUT', async () => {
    // Act
    const byStaff = await createMetric(staffOne, { title: 'Mine', type: 'STATUS', view: 'BAR' });
    const foreignGroup = await createMetric(admin, { title: 'Other', type: 'STATUS', view: 'BAR', templateGroupId: 'tg-ergonomic-self-assessment' });
    const noQuestion = await createMetric(admin, { title: 'Half', type: 'ANSWER', view: 'BAR', templateGroupId: 'tg-lab-safety-inspection' });
    const badCursor = await admin.graphql('query L($p: ID!) { metricsByProgram(programId: $p, cursor: "garbage") { cursor } }', { p: labSafetyProgramId });

    // Assess
    expect(codesOf(byStaff)).toEqual(['FORBIDDEN']);
    expect(codesOf(foreignGroup)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(noQuestion)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(badCursor)).toEqual(['BAD_USER_INPUT']);
  });

  it('pages through a program\'s metrics by cursor, each once', async () => {
    // Prepare
    for (let index = 0; index < 3; index++) await createMetric(admin, { title: `Paged ${index}`, type: 'STARTED', view: 'LINE' });
    const page = (cursor?: string) =>
      admin.graphql<{ metricsByProgram: { docs: Array<{ id: string }>; cursor: string | null } }>(
        'query L($p: ID!, $c: String) { metricsByProgram(programId: $p, limit: 2, cursor: $c) { docs { id } cursor } }',
        { p: labSafetyProgramId, c: cursor },
      );

    // Act
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await page(cursor);
      seen.push(...answer.data!.metricsByProgram.docs.map((doc) => doc.id));
      cursor = answer.data!.metricsByProgram.cursor ?? undefined;
    } while (cursor);

    // Assess
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});
