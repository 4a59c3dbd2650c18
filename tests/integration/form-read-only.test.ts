import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { loadWorkflow } from '../../functions/forms/workflow-runtime';
import { currentRequestContext, runInRequestContext } from '../../functions/shared/request-context';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { editSettings } from './steps/template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { attachWorkflow, editWorkflow } from './steps/workflow-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let reviewed: Awaited<ReturnType<typeof givenReviewedTemplate>>;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  reviewed = await givenReviewedTemplate('Read-only Inspection');
});
afterAll(async () => stack.close());

type Flow = { nodes: unknown[]; edges: unknown[] };

const state = (id: string, label: string) => ({
  id,
  type: 'state',
  position: { x: 0, y: 200 },
  data: { label, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] },
});
const edge = (source: string, target: string, event: string, label: string) => ({
  id: `${source}-${event}`,
  source,
  target,
  data: { event, label, integrationServiceTriggers: [], notificationTriggers: [] },
});

/**
 * A published template with a "Site" question on a workflow draft → submitted → approved where a reviewer may
 * send a submitted form back (revisions_requested) or approve it, and its owner submit it again; program.admin is the reviewer.
 */
async function givenReviewedTemplate(name: string) {
  const template = (await createCampusTemplate(author, name)).data!.createCampusTemplate;
  const site = (await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site' })).edit!;
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: `${name} flow` })).workflow!;
  const flow = JSON.parse(created.flow) as Flow;
  flow.nodes.push(state('revisions_requested', 'Revisions Requested'));
  flow.edges.push(edge('submitted', 'revisions_requested', 'request_revisions', 'Request Revisions'));
  flow.edges.push(edge('revisions_requested', 'submitted', 'submit', 'Submit'));
  await editWorkflow(author, 'updateWorkflow', { id: created.id, expectedRevision: created.revision, flow: JSON.stringify(flow) });
  expect((await editWorkflow(author, 'publishWorkflow', { id: created.id })).workflow?.readOnly).toBe(true);
  const role = (await createRole(author, labSafety, uniqueName('Reviewers'))).data!.createRole;
  await addMember(author, labSafety, role.id, 'user-program-admin');
  const attached = (await attachWorkflow(author, { templateId: template.id, workflowId: created.id })).data!.attachWorkflow.template;
  const granted = await editSettings(author, 'addPermission', {
    templateId: template.id,
    expectedRevision: attached.revision,
    permission: { action: { id: 'request_revisions', label: 'Request Revisions' }, roleId: role.id, statuses: ['submitted'], scope: 'program' },
  });
  expect(granted.answer.errors).toBeUndefined();
  // Approve too is the reviewer's: an event granted to nobody runs for nobody.
  const approve = await editSettings(author, 'addPermission', {
    templateId: template.id,
    expectedRevision: granted.template!.revision,
    permission: { action: { id: 'approve', label: 'Approve' }, roleId: role.id, statuses: ['submitted'], scope: 'program' },
  });
  expect(approve.answer.errors).toBeUndefined();
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return { id: template.id, groupId: template.groupId, siteId: site.id, workflowVersionId: attached.workflowVersionId! };
}

interface ReadForm {
  status: string;
  canEdit: boolean | null;
  workflowState: { workflowStatus: string; nextEvents: Array<{ id: string }> } | null;
  responses: Array<{ questionId: string; version: number }>;
}

async function read(client: ApiClient, formId: string) {
  const answer = await client.graphql<{ form: ReadForm }>(
    'query F($id: ID!) { form(id: $id) { status canEdit workflowState { workflowStatus nextEvents { id } } responses { questionId version } } }',
    { id: formId },
  );
  return answer.data!.form;
}

/** Saves the Site answer over the version the form holds now (none yet: a first answer). */
async function saveSite(client: ApiClient, formId: string, text: string, expectedVersion?: number) {
  const answer = await client.graphql('mutation T($input: UpdateTextResponseInput!) { updateTextResponse(input: $input) { id } }', {
    input: { formId, questionId: reviewed.siteId, text, ...(expectedVersion ? { expectedVersion } : {}) },
  });
  return codesOf(answer);
}

async function act(client: ApiClient, formId: string, actionId: string) {
  const answer = await client.graphql('mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { id status } }', {
    input: { formId, actionId },
  });
  expect(codesOf(answer)).toEqual([]);
}

async function givenSubmittedForm() {
  const started = await staffOne.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', {
    input: { templateId: reviewed.id },
  });
  const formId = started.data!.startForm.id;
  expect(await saveSite(staffOne, formId, 'North lab')).toEqual([]);
  await act(staffOne, formId, 'submit');
  return formId;
}

describe('forms read-only by status', () => {
  it('lets the owner change a draft', async () => {
    const started = await staffOne.graphql<{ startForm: { id: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id } }', {
      input: { templateId: reviewed.id },
    });
    const formId = started.data!.startForm.id;

    const form = await read(staffOne, formId);
    const codes = await saveSite(staffOne, formId, 'South lab');

    expect(form).toMatchObject({ status: 'draft', canEdit: true });
    expect(codes).toEqual([]);
  });

  it('refuses an answer save by the owner once the form is submitted, and says it cannot be edited', async () => {
    const formId = await givenSubmittedForm();

    const form = await read(staffOne, formId);
    const codes = await saveSite(staffOne, formId, 'Changed after submit', form.responses[0]?.version);

    expect(form).toMatchObject({ status: 'submitted', canEdit: false, workflowState: { workflowStatus: 'ACTIVE' } });
    expect(codes).toEqual(['FORBIDDEN']);
  });

  it('accepts the owner’s answer again after the reviewer requests revisions', async () => {
    const formId = await givenSubmittedForm();

    await act(author, formId, 'request_revisions');
    const form = await read(staffOne, formId);
    const codes = await saveSite(staffOne, formId, 'Revised site', form.responses[0]?.version);

    expect(form).toMatchObject({ status: 'revisions_requested', canEdit: true, workflowState: { nextEvents: [{ id: 'submit' }] } });
    expect(codes).toEqual([]);
  });

  it('closes a form to everyone once its workflow is finished, program administrators too', async () => {
    const formId = await givenSubmittedForm();
    await act(author, formId, 'approve');

    const form = await read(author, formId);
    const codes = await saveSite(author, formId, 'Changed after approval', form.responses[0]?.version);

    expect(form).toMatchObject({ status: 'approved', canEdit: false, workflowState: { workflowStatus: 'DONE' } });
    expect(codes).toEqual(['FORBIDDEN']);
  });

  it('reads and compiles a published workflow version once, however many forms of a list follow it', async () => {
    // Prepare
    const first = await loadWorkflow(reviewed.workflowVersionId);

    // Act
    const { loaded, requests } = await runInRequestContext({}, async () => {
      const loaded = await Promise.all(Array.from({ length: 25 }, () => loadWorkflow(reviewed.workflowVersionId)));
      return { loaded, requests: currentRequestContext()!.dynamoRequests };
    });

    // Assess
    expect(first.record.readOnly).toBe(true);
    expect(requests).toBe(0);
    expect(new Set(loaded.map((workflow) => workflow.compiled))).toEqual(new Set([first.compiled]));
  });

  it('lists the template’s forms with their workflow state', async () => {
    const formId = await givenSubmittedForm();

    const answer = await author.graphql<{ documentsByTemplateGroup: { docs: Array<{ id: string; status: string; workflowState: ReadForm['workflowState'] }> } }>(
      'query D($groupId: ID!) { documentsByTemplateGroup(groupId: $groupId) { docs { id status workflowState { workflowStatus nextEvents { id } } } } }',
      { groupId: reviewed.groupId },
    );

    expect(codesOf(answer)).toEqual([]);
    expect(answer.data!.documentsByTemplateGroup.docs.find((doc) => doc.id === formId)).toEqual({
      id: formId,
      status: 'submitted',
      workflowState: { workflowStatus: 'ACTIVE', nextEvents: [{ id: 'approve' }, { id: 'request_revisions' }] },
    });
  });
});
