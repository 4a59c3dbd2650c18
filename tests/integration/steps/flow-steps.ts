import { expect } from 'vitest';
import type { ApiClient } from '../support/local-api';
import { uniqueName } from './role-steps';
import { editSettings } from './template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './template-steps';
import { attachWorkflow, editWorkflow } from './workflow-steps';

// Given/when steps of workflows whose effects run after the move: integration triggers and sub-workflows.

type NodeData = Record<string, unknown>;

/** A state node of a flow (no triggers unless given). */
export const state = (id: string, data: NodeData = {}) => ({
  id,
  type: 'state',
  position: { x: 0, y: 0 },
  data: { label: id, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [], ...data },
});

/** An edge of a flow, with its event (if any) and more edge data. */
export const edge = (source: string, target: string, event?: string, data: NodeData = {}) => ({
  id: `${source}-${event ?? 'to'}-${target}`,
  source,
  target,
  data: { event: event ?? null, notificationTriggers: [], integrationServiceTriggers: [], ...data },
});

export interface PublishedFlow {
  templateId: string;
  templateName: string;
  groupId: string;
  siteId: string;
}

type Flow = { nodes: unknown[]; edges: unknown[] };

type FlowEdge = { data?: { event?: string | null } };

/**
 * Grants every event of the flow to the form's owner (the built-in `owner` role) in every state of it: events
 * granted to nobody run for nobody, so a test flow that its owner drives names the grants, as an author would.
 */
export async function grantEventsToOwner(author: ApiClient, templateId: string, revision: number, flow: Flow): Promise<void> {
  const statuses = flow.nodes.map((node) => (node as { id: string }).id);
  const events = [...new Set((flow.edges as FlowEdge[]).flatMap((edge) => (edge.data?.event ? [edge.data.event] : [])))];
  let expectedRevision = revision;
  for (const event of events) {
    // A new template grants the owner submit already: widen it rather than add it twice.
    const mutation = event === 'submit' ? 'updatePermission' : 'addPermission';
    const permission = { action: { id: event, label: event }, roleId: 'owner', statuses, scope: 'global' };
    const granted = await editSettings(author, mutation, { templateId, expectedRevision, permission });
    expect(granted.answer.errors).toBeUndefined();
    expectedRevision = granted.template!.revision;
  }
}

/**
 * A published template with one text question ("Site"), following a published workflow with the given flow
 * (which may name the template itself); its owner may run every event of the flow.
 */
export async function givenPublishedFlow(
  author: ApiClient,
  name: string,
  flowOf: Flow | ((self: { templateId: string; templateName: string }) => Flow),
  jobs: Array<Record<string, string>> = [],
): Promise<PublishedFlow> {
  const templateName = uniqueName(name);
  const template = (await createCampusTemplate(author, templateName)).data!.createCampusTemplate;
  const site = (await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site' })).edit!;
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${templateName} flow` })).workflow!;
  const flow = typeof flowOf === 'function' ? flowOf({ templateId: template.id, templateName: template.name }) : flowOf;
  const updated = await editWorkflow(author, 'updateWorkflow', { id: created.id, expectedRevision: created.revision, flow: JSON.stringify(flow), jobs });
  expect(updated.answer.errors).toBeUndefined();
  const published = await editWorkflow(author, 'publishWorkflow', { id: created.id });
  expect(published.answer.errors).toBeUndefined();
  expect(published.outcome?.status).toBe('SUCCESS');
  const attached = await attachWorkflow(author, { templateId: template.id, workflowId: created.id });
  expect(attached.errors).toBeUndefined();
  expect(attached.data?.attachWorkflow.status).toBe('SUCCESS');
  await grantEventsToOwner(author, template.id, attached.data!.attachWorkflow.template.revision, flow);
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { templateId: template.id, templateName: template.name, groupId: template.groupId, siteId: site.id };
}

export interface FlowForm {
  id: string;
  name: string;
  status: string;
  statusEvents: Array<{ status: string; user: { userId: string; firstName: string } }>;
  workflowState: { currentState: string; workflowStatus: string; errorMessage: string | null; subForms: string[] } | null;
}

const formFields = 'id name status statusEvents { status user { userId firstName } } workflowState { currentState workflowStatus errorMessage subForms }';

export async function startFlowForm(client: ApiClient, templateId: string): Promise<FlowForm> {
  const answer = await client.graphql<{ startForm: FlowForm }>(`mutation S($input: StartFormInput!) { startForm(input: $input) { ${formFields} } }`, { input: { templateId } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startForm;
}

export async function answerText(client: ApiClient, formId: string, questionId: string, text: string) {
  const answer = await client.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', { input: { formId, questionId, text } });
  expect(answer.errors).toBeUndefined();
}

/** Runs a workflow event on a form and answers the form as the mutation returns it. */
export async function runEvent(client: ApiClient, formId: string, actionId: string): Promise<FlowForm> {
  const answer = await client.graphql<{ updateFormByAction: FlowForm }>(
    `mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { ${formFields} } }`,
    { input: { formId, actionId } },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.updateFormByAction;
}

export async function readFlowForm(client: ApiClient, id: string): Promise<FlowForm | null> {
  const answer = await client.graphql<{ form: FlowForm | null }>(`query F($id: ID!) { form(id: $id) { ${formFields} } }`, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data?.form ?? null;
}

/** Reads the form until it satisfies `done` (effects run after the mutation answers), failing after `deadlineMs`. */
export async function eventually(client: ApiClient, id: string, done: (form: FlowForm) => boolean, deadlineMs = 10_000): Promise<FlowForm> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const form = await readFlowForm(client, id);
    if (form && done(form)) return form;
    if (Date.now() > until) throw new Error(`Form ${id} did not get there within ${deadlineMs} ms; it is ${JSON.stringify(form?.workflowState ?? form)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
