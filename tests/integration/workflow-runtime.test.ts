import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { createNotification, readOutbox } from './steps/notification-steps';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { editSettings } from './steps/template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate, startDraft } from './steps/template-steps';
import { attachWorkflow, editWorkflow, type WorkflowView } from './steps/workflow-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let globalAdmin: ApiClient;
let flowTemplate: Awaited<ReturnType<typeof givenTemplateWithWorkflow>>;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  globalAdmin = await signIn(stack.url, 'global.admin');
  flowTemplate = await givenTemplateWithWorkflow('Runtime Inspection');
});
afterAll(async () => stack.close());

interface RuntimeForm {
  id: string;
  status: string;
  workflowStateId: string | null;
  statusEvents: Array<{ status: string; user: { userId: string } }>;
  workflowState: { currentState: string; nextEvents: Array<{ id: string; label: string }>; workflowStatus: string; status: string; subForms: string[] } | null;
}

const formFields = 'id status workflowStateId statusEvents { status user { userId } } workflowState { currentState nextEvents { id label } workflowStatus status subForms }';

type Flow = { nodes: Array<{ id: string; data: Record<string, unknown> }>; edges: unknown[] };

/** The starter flow (draft → submitted → approved) with an email to safety@campus.edu when a form arrives in submitted. */
function withSubmittedEmail(workflow: WorkflowView, notificationTemplateId: string): string {
  const flow = JSON.parse(workflow.flow) as Flow;
  const submitted = flow.nodes.find((node) => node.id === 'submitted')!;
  submitted.data.notificationTriggers = [{ id: 'on-submitted', notificationTemplateId, kind: 'EMAIL' }];
  return JSON.stringify(flow);
}

/**
 * A published template with a required "Site" question, following a published workflow that emails on
 * submitted; approve is granted to a role program.admin is a member of, in submitted.
 */
async function givenTemplateWithWorkflow(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const site = (await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site', required: true })).edit!;
  const notification = (
    await createNotification(author, template.id, {
      templateName: uniqueName('Runtime submitted'),
      kind: 'EMAIL',
      severity: 'INFO',
      subject: `${name} submitted`,
      body: '<p>{{form.name}} is in review</p>',
      toRecipients: ['safety@campus.edu'],
      toOwner: false,
    })
  ).data!.createNotificationTemplate;
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${name} flow` })).workflow!;
  await editWorkflow(author, 'updateWorkflow', { id: created.id, expectedRevision: 1, flow: withSubmittedEmail(created, notification.id) });
  expect((await editWorkflow(author, 'publishWorkflow', { id: created.id })).workflow?.readOnly).toBe(true);
  const role = (await createRole(author, labSafety, uniqueName('Approvers'))).data!.createRole;
  await addMember(author, labSafety, role.id, 'user-program-admin');
  const attached = (await attachWorkflow(author, { templateId: template.id, workflowId: created.id })).data!.attachWorkflow.template;
  const granted = await editSettings(author, 'addPermission', {
    templateId: template.id,
    expectedRevision: attached.revision,
    permission: { action: { id: 'approve', label: 'Approve' }, roleId: role.id, statuses: ['submitted'], scope: 'program' },
  });
  expect(granted.answer.errors).toBeUndefined();
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { id: template.id, groupId: template.groupId, workflow: created, siteId: site.id, subject: `${name} submitted` };
}

async function start(client: ApiClient, templateId = flowTemplate.id) {
  const answer = await client.graphql<{ startForm: RuntimeForm }>(`mutation S($input: StartFormInput!) { startForm(input: $input) { ${formFields} } }`, {
    input: { templateId },
  });
  return answer.data!.startForm;
}

async function act(client: ApiClient, formId: string, actionId: string, expectedStatus?: string) {
  const answer = await client.graphql<{ updateFormByAction: RuntimeForm }>(
    `mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { ${formFields} } }`,
    { input: { formId, actionId, ...(expectedStatus ? { expectedStatus } : {}) } },
  );
  return { form: answer.data?.updateFormByAction, codes: codesOf(answer), errors: answer.errors };
}

const actionIds = async (client: ApiClient, formId: string) =>
  (await client.graphql<{ availableActions: Array<{ id: string }> }>('query A($formId: ID!) { availableActions(formId: $formId) { id } }', { formId })).data?.availableActions.map(
    (action) => action.id,
  );

async function givenAnsweredForm() {
  const form = await start(staffOne);
  await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
    input: { formId: form.id, questionId: flowTemplate.siteId, text: 'North lab' },
  });
  return form;
}

describe('workflow runtime', () => {
  it('starts a form in the initial state of its workflow, offering the state events to the owner', async () => {
    const form = await start(staffOne);

    const actions = await actionIds(staffOne, form.id);

    expect(form.status).toBe('draft');
    expect(form.workflowStateId).toBe('draft');
    expect(form.workflowState).toEqual({ currentState: 'draft', nextEvents: [{ id: 'submit', label: 'Submit' }], workflowStatus: 'ACTIVE', status: 'draft', subForms: [] });
    expect(actions).toEqual(['submit', 'copy', 'delete']);
  });

  it('refuses submit while a required question is unanswered, naming it', async () => {
    const form = await start(staffOne);

    const refused = await act(staffOne, form.id, 'submit');

    expect(refused.codes).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe('Answer the required questions first: Site.');
  });

  it('moves the form by submit and approve, recording status events, emailing on submitted and ending DONE', async () => {
    const form = await givenAnsweredForm();

    const submitted = await act(staffOne, form.id, 'submit');
    const ownerActions = await actionIds(staffOne, form.id);
    const ownerApprove = await act(staffOne, form.id, 'approve');
    const outbox = (await readOutbox(globalAdmin)).data!.outbox;
    const approved = await act(author, form.id, 'approve');

    expect(submitted.form).toMatchObject({ status: 'submitted', workflowState: { currentState: 'submitted', nextEvents: [{ id: 'approve', label: 'Approve' }], workflowStatus: 'ACTIVE' } });
    expect(submitted.form?.statusEvents.map((event) => [event.status, event.user.userId])).toEqual([
      ['draft', 'user-staff-one'],
      ['submitted', 'user-staff-one'],
    ]);
    expect(ownerActions).toEqual(['copy']);
    expect(ownerApprove.codes).toEqual(['FORBIDDEN']);
    expect(outbox.docs).toContainEqual(expect.objectContaining({ formId: form.id, subject: flowTemplate.subject, to: ['safety@campus.edu'] }));
    expect(approved.codes).toEqual([]);
    expect(approved.form).toMatchObject({ status: 'approved', workflowStateId: 'approved', workflowState: { currentState: 'approved', nextEvents: [], workflowStatus: 'DONE' } });
    expect(approved.form?.statusEvents.at(-1)).toMatchObject({ status: 'approved', user: { userId: 'user-program-admin' } });
  });

  it('lets only one of two concurrent submits apply; the other answers CONFLICT', async () => {
    const form = await givenAnsweredForm();

    const answers = await Promise.all([act(staffOne, form.id, 'submit', 'draft'), act(staffOne, form.id, 'submit', 'draft')]);

    const codes = answers.map((answer) => answer.codes.join()).sort();
    expect(codes).toEqual(['', 'CONFLICT']);
    expect(answers.find((answer) => answer.form)?.form?.statusEvents.map((event) => event.status)).toEqual(['draft', 'submitted']);
  });

  it('keeps a form on the workflow version it started on when the template moves to a newer one', async () => {
    const before = await givenAnsweredForm();
    const templateId = await givenTriageVersion();
    const after = await start(staffOne, templateId);
    await staffOne.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
      input: { formId: after.id, questionId: flowTemplate.siteId, text: 'South lab' },
    });

    const old = await act(staffOne, before.id, 'submit');
    const fresh = await act(staffOne, after.id, 'submit');

    expect(old.form?.status).toBe('submitted');
    expect(fresh.form).toMatchObject({ status: 'triage', workflowState: { nextEvents: [{ id: 'accept', label: 'Accept' }] } });
  });

  it('starts a copy of a submitted form at the beginning of the same workflow', async () => {
    const form = await givenAnsweredForm();
    await act(staffOne, form.id, 'submit');

    const copy = await staffOne.graphql<{ copyForm: RuntimeForm }>(`mutation C($input: FormIdInput!) { copyForm(input: $input) { ${formFields} } }`, { input: { formId: form.id } });

    expect(copy.data?.copyForm).toMatchObject({ status: 'draft', workflowState: { currentState: 'draft', nextEvents: [{ id: 'submit', label: 'Submit' }] } });
  });

  it('leaves forms of templates without a workflow on the fixed statuses, with no workflow state or state id', async () => {
    const form = await start(staffOne, 'tpl-lab-safety-inspection-v1');

    expect(form).toMatchObject({ status: 'draft', workflowStateId: null, workflowState: null });
  });
});

/** Version 2 of the workflow sends submitted forms to a triage state first; a new template version follows it. */
async function givenTriageVersion(): Promise<string> {
  const draft = (await editWorkflow(author, 'startWorkflowDraft', { id: flowTemplate.workflow.id })).workflow!;
  const flow = JSON.parse(draft.flow) as { nodes: unknown[]; edges: Array<{ id: string; target: string }> };
  const triage = { label: 'Triage', isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] };
  flow.nodes.push({ id: 'triage', type: 'state', position: { x: 0, y: 200 }, data: triage });
  flow.edges.find((edge) => edge.id === 'draft-submit')!.target = 'triage';
  flow.edges.push({ id: 'triage-accept', source: 'triage', target: 'submitted', data: { event: 'accept', label: 'Accept', integrationServiceTriggers: [], notificationTriggers: [] } } as never);
  await editWorkflow(author, 'updateWorkflow', { id: draft.id, expectedRevision: draft.revision, flow: JSON.stringify(flow) });
  expect((await editWorkflow(author, 'publishWorkflow', { id: draft.id })).workflow?.readOnly).toBe(true);
  const templateDraft = (await startDraft(author, flowTemplate.groupId)).data!.startDraft;
  expect((await attachWorkflow(author, { templateId: templateDraft.id, workflowId: draft.id })).data?.attachWorkflow.status).toBe('SUCCESS');
  expect((await publishTemplate(author, templateDraft.id, true)).data?.publishTemplate.problems).toEqual([]);
  return templateDraft.id;
}
