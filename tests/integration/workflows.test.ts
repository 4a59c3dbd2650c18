import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { givenDraftWithOptionQuestion, publishTemplate, startDraft } from './steps/template-steps';
import { attachWorkflow, describeCron, editWorkflow, validateWorkflow, workflowById, workflowsOfGroup, type WorkflowView } from './steps/workflow-steps';
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

/** A draft template with one option question (risk: low, high) and a new workflow of its group. */
async function givenTemplateWithWorkflow(name: string) {
  const { template, question: risk } = await givenDraftWithOptionQuestion(author, name, 'Risk level', { low: 'Low', high: 'High' });
  const { workflow } = await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${name} review` });
  return { template, riskId: risk.id, workflow: workflow! };
}

type Flow = { nodes: Array<Record<string, unknown> & { id: string; data: Record<string, unknown> }>; edges: Array<Record<string, unknown>> };
const flowOf = (workflow: WorkflowView) => JSON.parse(workflow.flow) as Flow;

/** The starter flow with a guard on the submit edge: high risk goes to a safety review first. */
function withRiskGuard(flow: Flow, questionId: string, optionId = 'high'): Flow {
  const at = { x: 0, y: 0 };
  const edge = (id: string, source: string, target: string, event?: string) => ({ id, source, target, data: { event: event ?? null } });
  return {
    nodes: [
      ...flow.nodes,
      { id: 'high-risk', type: 'guard', position: at, data: { label: 'High risk', conditions: [{ type: 'question', questionId, optionId }] } },
      { id: 'safety_review', type: 'state', position: at, data: { label: 'Safety review' } },
    ],
    edges: [...flow.edges, edge('to-guard', 'draft', 'high-risk', 'escalate'), edge('to-review', 'high-risk', 'safety_review'), edge('review-done', 'safety_review', 'approved', 'approve')],
  };
}

describe('workflow authoring', () => {
  it('creates a workflow with the starter flow and lists it under its template group', async () => {
    const { template, workflow } = await givenTemplateWithWorkflow('Workflow Start Check');

    const listed = (await workflowsOfGroup(author, template.groupId)).data?.workflowsByTemplateGroup;
    const read = (await workflowById(author, workflow.id)).data?.workflow;
    const missing = await workflowById(author, 'no-such-workflow');

    expect(read).toEqual(workflow);
    expect(missing.data?.workflow).toBeNull();
    expect(workflow).toMatchObject({ name: 'Workflow Start Check review', referenceId: template.groupId, version: 1, revision: 1, readOnly: false, jobs: [] });
    expect(flowOf(workflow).nodes.map((node) => [node.id, node.data.isInitial, node.data.isFinal])).toEqual([
      ['draft', true, false],
      ['submitted', false, false],
      ['approved', false, true],
    ]);
    expect(listed).toEqual([workflow]);
  });

  it('edits the flow and jobs, and refuses a stale edit with CONFLICT carrying the current version', async () => {
    const { workflow, riskId } = await givenTemplateWithWorkflow('Workflow Edit Check');
    const flow = JSON.stringify(withRiskGuard(flowOf(workflow), riskId));
    const job = { name: 'Nightly nudge', cronExpression: '0 2 * * *', event: 'submit', workflowStateId: 'draft' };

    const edited = await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: 1, flow, jobs: [job] });
    const stale = await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: 1, name: 'Lost edit' });
    const badCron = await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: 2, jobs: [{ ...job, cronExpression: '61 * * * *' }] });
    const badFlow = await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: 2, flow: '{"nodes":[{"id":"x"}],"edges":[]}' });

    expect(edited.workflow).toMatchObject({ revision: 2, jobs: [expect.objectContaining({ name: 'Nightly nudge', cronExpression: '0 2 * * *' })] });
    expect(flowOf(edited.workflow!).nodes.map((node) => node.id)).toContain('high-risk');
    expect(codesOf(stale.answer)).toEqual(['CONFLICT']);
    expect(stale.answer.errors?.[0]?.errorInfo?.details).toMatchObject({ current: { id: workflow.id, revision: 2 } });
    expect(codesOf(badCron.answer)).toEqual(['BAD_USER_INPUT']);
    expect(badCron.answer.errors?.[0]?.message).toContain('Job Nightly nudge: Not a valid cron expression');
    expect(codesOf(badFlow.answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('names the node at fault when validating, and answers a publish of an invalid workflow FAILED with the problems, leaving it a draft', async () => {
    const { workflow, riskId } = await givenTemplateWithWorkflow('Workflow Validation Check');
    const flow = withRiskGuard(flowOf(workflow), riskId, 'extreme');
    flow.nodes.push({ id: 'archived', type: 'state', position: { x: 0, y: 0 }, data: { label: 'Archived' } });
    await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: 1, flow: JSON.stringify(flow) });

    const problems = (await validateWorkflow(author, workflow.id)).data?.validateWorkflow;
    const publish = await editWorkflow(author, 'publishWorkflow', { id: workflow.id });

    expect(problems).toEqual([
      { code: 'UNREACHABLE_STATE', nodeId: 'archived', edgeId: null, message: 'State "Archived" cannot be reached from the initial state.' },
      { code: 'GUARD_UNKNOWN_OPTION', nodeId: 'high-risk', edgeId: null, message: 'Guard "High risk" reads option "extreme" of "Risk level", which has no such option.' },
    ]);
    expect(publish.answer.errors).toBeUndefined();
    expect(publish.outcome).toMatchObject({ status: 'FAILED', problems });
    expect(publish.outcome?.errorMessage).toBe(
      'Workflow Workflow Validation Check review cannot be published: State "Archived" cannot be reached from the initial state. Guard "High risk" reads option "extreme" of "Risk level", which has no such option.',
    );
    expect(publish.outcome?.workflow).toMatchObject({ id: workflow.id, readOnly: false, revision: 2 });
    expect((await workflowById(author, workflow.id)).data?.workflow?.readOnly).toBe(false);
  });

  it('publishes a valid workflow read-only, and starts the next version as a draft', async () => {
    const { template, workflow } = await givenTemplateWithWorkflow('Workflow Publish Check');

    const published = (await editWorkflow(author, 'publishWorkflow', { id: workflow.id })).workflow!;
    const onPublished = await editWorkflow(author, 'updateWorkflow', { id: workflow.id, expectedRevision: published.revision, name: 'Too late' });
    const { workflow: started, outcome: draftOutcome } = await editWorkflow(author, 'startWorkflowDraft', { id: workflow.id });
    const draft = started!;
    const again = (await editWorkflow(author, 'startWorkflowDraft', { id: workflow.id })).workflow!;
    const listed = (await workflowsOfGroup(author, template.groupId)).data?.workflowsByTemplateGroup;

    expect(published).toMatchObject({ id: workflow.id, readOnly: true, revision: 2 });
    expect(draftOutcome).toMatchObject({ status: 'SUCCESS', errorMessage: null, problems: [] });
    expect(codesOf(onPublished.answer)).toEqual(['BAD_USER_INPUT']);
    expect(draft).toMatchObject({ machineId: workflow.machineId, version: 2, revision: 1, readOnly: false, flow: workflow.flow });
    expect(again.id).toBe(draft.id);
    expect(listed?.map((version) => [version.version, version.readOnly])).toEqual([[2, false], [1, true]]);
  });

  it('attaches a published workflow to a draft template, and refuses drafts of workflows or published templates', async () => {
    const { template, workflow } = await givenTemplateWithWorkflow('Workflow Attach Check');
    const unpublished = await attachWorkflow(author, { templateId: template.id, workflowId: workflow.id });
    await editWorkflow(author, 'publishWorkflow', { id: workflow.id });

    const attached = await attachWorkflow(author, { templateId: template.id, workflowId: workflow.id });
    await publishTemplate(author, template.id, true);
    const onPublished = await attachWorkflow(author, { templateId: template.id, workflowId: workflow.id });
    const nextDraft = (await startDraft(author, template.groupId)).data!.startDraft;
    const stale = await attachWorkflow(author, { templateId: nextDraft.id, workflowId: workflow.id, expectedRevision: nextDraft.revision + 5 });
    const other = await givenTemplateWithWorkflow('Workflow Other Group');
    const foreign = await attachWorkflow(author, { templateId: other.template.id, workflowId: workflow.id });

    expect(codesOf(unpublished)).toEqual(['BAD_USER_INPUT']);
    expect(unpublished.errors?.[0]?.message).toContain('is not published');
    expect(attached.data?.attachWorkflow).toMatchObject({
      status: 'SUCCESS',
      errorMessage: null,
      problems: [],
      template: { id: template.id, workflowMachineId: workflow.machineId, workflowVersionId: workflow.id },
    });
    expect(codesOf(onPublished)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(foreign.errors?.[0]?.message).toBe('Workflow Workflow Attach Check review belongs to another template group.');
  });

  it('describes cron expressions for the jobs editor', async () => {
    const valid = (await describeCron(author, '0 9 * * 1')).data?.smartCronExpression;
    const invalid = (await describeCron(author, 'every monday')).data?.smartCronExpression;

    expect(valid).toMatchObject({ cronExpression: '0 9 * * 1', description: 'At 09:00, only on Monday', isValid: true });
    expect(valid?.nextRuns).toHaveLength(3);
    expect(invalid).toMatchObject({ isValid: false, nextRuns: [] });
  });

  it('refuses staff without authoring rights with FORBIDDEN', async () => {
    const { template, workflow } = await givenTemplateWithWorkflow('Workflow Access Check');

    const list = await workflowsOfGroup(staffOne, template.groupId);
    const create = await editWorkflow(staffOne, 'createWorkflow', { templateGroupId: template.groupId, name: 'Sneaky' });
    const edit = await editWorkflow(staffOne, 'updateWorkflow', { id: workflow.id, expectedRevision: 1, name: 'Sneaky' });
    const validate = await validateWorkflow(staffOne, workflow.id);
    const attach = await attachWorkflow(staffOne, { templateId: template.id, workflowId: workflow.id });

    expect([list, create.answer, edit.answer, validate, attach].map(codesOf)).toEqual(Array(5).fill(['FORBIDDEN']));
  });
});
