import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addMember, createRole, labSafety, uniqueName } from './steps/role-steps';
import { editSettings } from './steps/template-settings-steps';
import { addQuestion, createCampusTemplate, publishTemplate } from './steps/template-steps';
import { attachWorkflow, editWorkflow } from './steps/workflow-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// An event runs only where the template grants it to a role the caller holds; the owner is such a role
// (`owner`), named explicitly. Nothing is anyone's by default, so a forgotten grant fails closed.

let stack: LocalStack;
let author: ApiClient;
let staffOne: ApiClient;
let campusAdmin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  author = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
  campusAdmin = await signIn(stack.url, 'campus.admin');
});
afterAll(async () => stack.close());

interface Template {
  id: string;
  revision: number;
}

/** A published template on the starter workflow (draft → submitted → approved); `approveTo` grants approve to a new role of program.admin. */
async function givenWorkflowTemplate(name: string, approveTo: 'reviewers' | 'nobody') {
  const template = (await createCampusTemplate(author, uniqueName(name))).data!.createCampusTemplate;
  await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site' });
  const created = (await editWorkflow(author, 'createWorkflow', { templateGroupId: template.groupId, name: uniqueName(`${name} flow`) })).workflow!;
  expect((await editWorkflow(author, 'publishWorkflow', { id: created.id })).workflow?.readOnly).toBe(true);
  let current: Template = (await attachWorkflow(author, { templateId: template.id, workflowId: created.id })).data!.attachWorkflow.template;
  if (approveTo === 'reviewers') {
    const role = (await createRole(author, labSafety, uniqueName('Reviewers'))).data!.createRole;
    await addMember(author, labSafety, role.id, 'user-program-admin');
    const granted = await editSettings(author, 'addPermission', {
      templateId: template.id,
      expectedRevision: current.revision,
      permission: { action: { id: 'approve', label: 'Approve' }, roleId: role.id, statuses: ['submitted'], scope: 'program' },
    });
    expect(granted.answer.errors).toBeUndefined();
    current = granted.template!;
  }
  expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
  return current;
}

async function start(client: ApiClient, templateId: string) {
  const answer = await client.graphql<{ startForm: { id: string; status: string } }>('mutation S($input: StartFormInput!) { startForm(input: $input) { id status } }', {
    input: { templateId },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startForm;
}

async function act(client: ApiClient, formId: string, actionId: string) {
  const answer = await client.graphql<{ updateFormByAction: { status: string } }>(
    'mutation A($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }',
    { input: { formId, actionId } },
  );
  return { status: answer.data?.updateFormByAction.status, codes: codesOf(answer) };
}

const actionIds = async (client: ApiClient, formId: string) =>
  (await client.graphql<{ availableActions: Array<{ id: string }> }>('query A($formId: ID!) { availableActions(formId: $formId) { id } }', { formId })).data
    ?.availableActions.map((action) => action.id);

async function submittedForm(templateId: string) {
  const form = await start(staffOne, templateId);
  expect(await act(staffOne, form.id, 'submit')).toEqual({ status: 'submitted', codes: [] });
  return form;
}

describe('workflow events that fail closed', () => {
  it("grants a new template's owner submit (and delete) explicitly, through the built-in owner role", async () => {
    const template = (await createCampusTemplate(author, uniqueName('Owner Grants'))).data!.createCampusTemplate;
    const read = await author.graphql<{ templateById: { permissions: Array<{ action: { id: string }; roleId: string; statuses: string[] }> } }>(
      'query T($id: ID!) { templateById(id: $id) { permissions { action { id } roleId statuses } } }',
      { id: template.id },
    );
    expect(read.data?.templateById.permissions).toEqual([
      { action: { id: 'submit' }, roleId: 'owner', statuses: ['draft', 'revisions_requested'] },
      { action: { id: 'delete' }, roleId: 'owner', statuses: ['draft'] },
    ]);
  });

  it('refuses the owner an approve granted to a reviewer role only (FORBIDDEN) and lets the reviewer approve', async () => {
    const template = await givenWorkflowTemplate('Reviewed Approvals', 'reviewers');
    const form = await submittedForm(template.id);

    expect(await actionIds(staffOne, form.id)).not.toContain('approve');
    expect((await act(staffOne, form.id, 'approve')).codes).toEqual(['FORBIDDEN']);
    expect(await act(author, form.id, 'approve')).toEqual({ status: 'approved', codes: [] });
  });

  it('lets nobody approve where the template grants approve to nobody: not the owner, not the program or campus admin', async () => {
    const template = await givenWorkflowTemplate('Ungranted Approvals', 'nobody');
    const form = await submittedForm(template.id);

    for (const client of [staffOne, author, campusAdmin]) {
      expect(await actionIds(client, form.id)).not.toContain('approve');
      expect((await act(client, form.id, 'approve')).codes).toEqual(['FORBIDDEN']);
    }
  });

  it('does not silently grant the owner submit where the template has no owner grant', async () => {
    const template = (await createCampusTemplate(author, uniqueName('No Owner Grant'))).data!.createCampusTemplate;
    await addQuestion(author, template.id, template.pages[0]!.id, { __typename: 'TextQuestion', title: 'Site' });
    const removed = await editSettings(author, 'removePermission', { templateId: template.id, expectedRevision: 1, actionId: 'submit', roleId: 'owner' });
    expect(removed.answer.errors).toBeUndefined();
    expect((await publishTemplate(author, template.id, true)).data?.publishTemplate.problems).toEqual([]);
    const form = await start(staffOne, template.id);

    expect(await actionIds(staffOne, form.id)).toEqual(['copy', 'delete']);
    expect((await act(staffOne, form.id, 'submit')).codes).toEqual(['FORBIDDEN']);
  });
});
