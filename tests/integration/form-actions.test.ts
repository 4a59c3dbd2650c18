import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { createCampusTemplate, editElement, publishTemplate } from './steps/template-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let author: ApiClient;
let globalAdmin: ApiClient;
let host: Awaited<ReturnType<typeof givenHostTemplate>>;

const formFields = `id name status parentFormId templateGroupId statusEvents { status user { userId } }
  childForms { id name status subformElementId }
  responses { __typename questionId ... on TextResponse { text } ... on SubformResponse { childFormIds } }`;

interface FormAnswer {
  id: string;
  name: string;
  status: string;
  parentFormId: string | null;
  templateGroupId: string;
  statusEvents: Array<{ status: string; user: { userId: string } }>;
  childForms: Array<{ id: string; name: string; status: string; subformElementId: string }>;
  responses: Array<{ __typename: string; questionId: string; text?: string; childFormIds?: string[] }>;
}

async function run<T>(client: ApiClient, operation: string, inputType: string, input: Record<string, unknown>, fields = formFields) {
  const answer = await client.graphql<Record<string, T>>(`mutation Run($input: ${inputType}!) { ${operation}(input: $input) { ${fields} } }`, { input });
  return { data: answer.data?.[operation], codes: codesOf(answer), errors: answer.errors };
}

const act = (client: ApiClient, input: { formId: string; actionId: string; expectedStatus?: string }) =>
  run<FormAnswer>(client, 'updateFormByAction', 'UpdateFormByActionInput', input);
const copy = (client: ApiClient, formId: string) => run<FormAnswer>(client, 'copyForm', 'FormIdInput', { formId });
const remove = (client: ApiClient, formId: string) => run<{ id: string; templateGroupId: string }>(client, 'deleteForm', 'FormIdInput', { formId }, 'id templateGroupId');
const rename = (client: ApiClient, formId: string, name: string) =>
  run<{ id: string; name: string; lastSaved: string }>(client, 'updateFormName', 'UpdateFormNameInput', { formId, name }, 'id name lastSaved');
const startChild = (client: ApiClient, parentFormId: string) =>
  run<{ id: string; parentFormId: string }>(client, 'startForm', 'StartFormInput', { templateId: host.subformTemplateId, parentFormId, subformElementId: host.subformElementId }, 'id parentFormId');
const saveRoom = (client: ApiClient, formId: string, text: string) =>
  run<{ id: string }>(client, 'updateTextResponse', 'UpdateTextResponseInput', { formId, questionId: host.roomQuestionId, text }, 'id');

async function readForm(client: ApiClient, id: string) {
  const answer = await client.graphql<{ form: FormAnswer | null }>(`query Read($id: ID!) { form(id: $id) { ${formFields} } }`, { id });
  return { form: answer.data?.form, codes: codesOf(answer) };
}

async function actionsOf(client: ApiClient, formId: string) {
  const answer = await client.graphql<{ availableActions: Array<{ id: string; label: string; primary: boolean; modal: { title: string } | null; toast: { successMessage: string } }> }>(
    'query A($formId: ID!) { availableActions(formId: $formId) { id label primary modal { title } toast { successMessage } } }',
    { formId },
  );
  return { actions: answer.data?.availableActions, codes: codesOf(answer) };
}

/** A published template whose page has a required "Room number" and a subform element of a published subform template. */
async function givenHostTemplate() {
  const child = (await createCampusTemplate(author, 'Actions Child Checklist')).data!.createCampusTemplate;
  await author.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', { input: { templateId: child.id, expectedRevision: 1, isSubform: true } });
  await author.graphql('mutation A($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: child.id, parentId: child.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Finding' }) },
  });
  await publishTemplate(author, child.id, true);
  const parent = (await createCampusTemplate(author, 'Actions Host')).data!.createCampusTemplate;
  await author.graphql('mutation U($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }', { input: { templateId: parent.id, expectedRevision: 1, renameableForms: true } });
  const room = await author.graphql<{ addQuestion: { id: string } }>('mutation A($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: parent.id, parentId: parent.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Room number', required: true }) },
  });
  const subform = await editElement(author, 'addSubform', {
    templateId: parent.id,
    parentId: parent.pages[0]!.id,
    afterId: room.data!.addQuestion.id,
    fields: JSON.stringify({ name: 'Checklist', templateId: child.id }),
  });
  const published = await publishTemplate(author, parent.id, true);
  expect(published.data?.publishTemplate.problems).toEqual([]);
  return { id: parent.id, groupId: parent.groupId, subformElementId: subform.data!.addSubform!.id, roomQuestionId: room.data!.addQuestion.id, subformTemplateId: child.id };
}

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, author, globalAdmin] = await Promise.all([
    signIn(stack.url, 'staff.one'),
    signIn(stack.url, 'staff.two'),
    signIn(stack.url, 'program.admin'),
    signIn(stack.url, 'global.admin'),
  ]);
  host = await givenHostTemplate();
});
afterAll(async () => stack.close());

const startHostForm = async () => (await startForm(staffOne, host.id)).data!.startForm!.id;

describe('form actions of the owner without a workflow', () => {
  it('offers the owner of a draft submit, copy and delete, delete with a confirmation', async () => {
    const formId = await startHostForm();

    const { actions } = await actionsOf(staffOne, formId);

    expect(actions?.map((action) => action.id)).toEqual(['submit', 'copy', 'delete']);
    expect(actions?.find((action) => action.id === 'delete')?.modal?.title).toBe('Delete this form?');
    expect(actions?.[0]?.toast.successMessage).toBe('Submitted.');
  });

  it('refuses submit naming the unanswered required questions, then submits and appends the status event', async () => {
    const formId = await startHostForm();

    const refused = await act(staffOne, { formId, actionId: 'submit' });
    await saveRoom(staffOne, formId, '210B');
    const submitted = await act(staffOne, { formId, actionId: 'submit', expectedStatus: 'draft' });

    expect(refused.codes).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.message).toBe('Answer the required questions first: Room number.');
    expect(submitted.data?.status).toBe('submitted');
    expect(submitted.data?.statusEvents).toEqual([
      { status: 'draft', user: { userId: 'user-staff-one' } },
      { status: 'submitted', user: { userId: 'user-staff-one' } },
    ]);
    expect((await actionsOf(staffOne, formId)).actions?.map((action) => action.id)).toEqual(['copy']);
  });

  it('lets only one of two concurrent submits apply: the other answers CONFLICT', async () => {
    const formId = await startHostForm();
    await saveRoom(staffOne, formId, '101');

    const results = await Promise.all([
      act(staffOne, { formId, actionId: 'submit', expectedStatus: 'draft' }),
      act(staffOne, { formId, actionId: 'submit', expectedStatus: 'draft' }),
    ]);

    expect(results.map((result) => result.codes).sort()).toEqual([[], ['CONFLICT']]);
    expect((await readForm(staffOne, formId)).form?.statusEvents.map((event) => event.status)).toEqual(['draft', 'submitted']);
  });

  it('answers CONFLICT, not FORBIDDEN, to a submit without expectedStatus on a form someone already submitted', async () => {
    const formId = await startHostForm();
    await saveRoom(staffOne, formId, '102');
    await act(staffOne, { formId, actionId: 'submit' });

    const again = await act(staffOne, { formId, actionId: 'submit' });

    expect(again.codes).toEqual(['CONFLICT']);
    expect(again.errors?.[0]?.errorInfo?.details).toEqual({ status: 'submitted' });
  });

  it('lets one of two racing submits without expectedStatus apply and answers the other CONFLICT, every time (20 pairs)', async () => {
    const formIds = await Promise.all(Array.from({ length: 20 }, () => startHostForm()));
    await Promise.all(formIds.map((formId) => saveRoom(staffOne, formId, '103')));

    const pairs = await Promise.all(formIds.map((formId) => Promise.all([act(staffOne, { formId, actionId: 'submit' }), act(staffOne, { formId, actionId: 'submit' })])));

    expect(pairs.map((pair) => pair.map((result) => result.codes).sort())).toEqual(formIds.map(() => [[], ['CONFLICT']]));
  });

  it('copies a form with its answers into a new draft named "Copy of …" (renameable forms)', async () => {
    const formId = await startHostForm();
    await saveRoom(staffOne, formId, '330');
    await act(staffOne, { formId, actionId: 'submit' });

    const copied = await copy(staffOne, formId);

    expect(copied.data).toMatchObject({ name: 'Copy of Actions Host', status: 'draft' });
    expect(copied.data?.id).not.toBe(formId);
    expect(copied.data?.responses).toEqual([{ __typename: 'TextResponse', questionId: host.roomQuestionId, text: '330' }]);
  });

  it('deletes a draft with its answers: reading it then answers NOT_FOUND', async () => {
    const formId = await startHostForm();
    await saveRoom(staffOne, formId, 'gone');

    const deleted = await remove(staffOne, formId);

    expect(deleted.data).toEqual({ id: formId, templateGroupId: host.groupId });
    expect((await readForm(staffOne, formId)).codes).toEqual(['NOT_FOUND']);
  });

  it('renames a form only when its template allows it', async () => {
    const formId = await startHostForm();
    const childOfFixedName = (await startChild(staffOne, formId)).data!.id;

    const renamed = await rename(staffOne, formId, '  Room 210B walk-through ');
    const refused = await rename(staffOne, childOfFixedName, 'My checklist');

    expect(renamed.data).toMatchObject({ id: formId, name: 'Room 210B walk-through' });
    expect(refused.codes).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses staff.two every action on a form of staff.one with FORBIDDEN', async () => {
    const formId = await startHostForm();

    const answers = await Promise.all([
      actionsOf(staffTwo, formId),
      act(staffTwo, { formId, actionId: 'submit' }),
      copy(staffTwo, formId),
      remove(staffTwo, formId),
      rename(staffTwo, formId, 'Mine now'),
      startChild(staffTwo, formId),
    ]);

    expect(answers.map((answer) => answer.codes)).toEqual(Array(6).fill(['FORBIDDEN']));
  });
});

describe('subforms', () => {
  it('starts a child from a subform element: it is listed in childForms and its owner can open it', async () => {
    const parentId = await startHostForm();

    const child = await startChild(staffOne, parentId);
    const parent = await readForm(staffOne, parentId);
    const opened = await readForm(staffOne, child.data!.id);

    expect(child.data?.parentFormId).toBe(parentId);
    expect(parent.form?.childForms).toEqual([{ id: child.data!.id, name: 'Actions Child Checklist', status: 'draft', subformElementId: host.subformElementId }]);
    expect(parent.form?.responses).toContainEqual({ __typename: 'SubformResponse', questionId: host.subformElementId, childFormIds: [child.data!.id] });
    expect(opened.form).toMatchObject({ id: child.data!.id, parentFormId: parentId });
  });

  it('answers the same children through the childForms root field, and only to a caller who may read the parent', async () => {
    const parentId = await startHostForm();
    const childId = (await startChild(staffOne, parentId)).data!.id;
    const query = 'query C($formId: ID!) { childForms(formId: $formId) { id name status subformElementId } }';

    const mine = await staffOne.graphql<{ childForms: FormAnswer['childForms'] }>(query, { formId: parentId });
    const other = await staffTwo.graphql<{ childForms: FormAnswer['childForms'] }>(query, { formId: parentId });

    expect(mine.data?.childForms).toEqual([{ id: childId, name: 'Actions Child Checklist', status: 'draft', subformElementId: host.subformElementId }]);
    expect(codesOf(other)).toEqual(['FORBIDDEN']);
  });

  it('lets a viewer of the parent view the child', async () => {
    const parentId = await startHostForm();
    const childId = (await startChild(staffOne, parentId)).data!.id;
    const before = await readForm(staffTwo, childId);
    const granted = await globalAdmin.graphql(
      'mutation W($input: FgaWriteInput!) { fgaWrite(input: $input) { written } }',
      {
        input: {
          writes: [{
            user: 'user:user-staff-two',
            relation: 'viewer',
            object: `template_group:${host.groupId}`,
            condition: { name: 'status_in', context: JSON.stringify({ statuses: ['draft'] }) },
          }],
        },
      },
    );

    const after = await readForm(staffTwo, childId);

    expect(granted.errors).toBeUndefined();
    expect(before.codes).toEqual(['FORBIDDEN']);
    expect(after.form?.id).toBe(childId);
  });
});
