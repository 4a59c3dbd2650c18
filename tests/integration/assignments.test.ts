import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { createCampusTemplate, labSafetyProgramId, publishTemplate } from './steps/template-steps';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let programAdmin: ApiClient;
/** A published lab safety template with one optional question: submitting it needs nothing. */
let groupId: string;

interface TaskAnswer {
  id: string;
  status: string;
  formId: string;
  subject: string;
  dueDate: string | null;
  events: Array<{ type: string }>;
}
const taskFields = 'id status formId subject dueDate events { type }';

async function assign(client: ApiClient, input: Record<string, unknown>) {
  const answer = await client.graphql<{ assignTask: TaskAnswer }>(`mutation ($input: AssignTaskInput!) { assignTask(input: $input) { ${taskFields} } }`, {
    input: { programId: labSafetyProgramId, targetType: 'TEMPLATE', targetId: groupId, assigneeId: 'user-staff-one', subject: 'Inspect room 210', ...input },
  });
  return { task: answer.data?.assignTask, codes: codesOf(answer) };
}

async function tasks(client: ApiClient, filter: { status?: string; assigneeId?: string } = {}) {
  const answer = await client.graphql<{ tasksByProgram: { docs: TaskAnswer[]; meta: { total: number }; counts: Record<string, number> } }>(
    `query ($programId: ID!, $status: TaskStatus, $assigneeId: ID) {
      tasksByProgram(programId: $programId, status: $status, assigneeId: $assigneeId) { docs { ${taskFields} } meta { total } counts { done failed ignored pending } }
    }`,
    { programId: labSafetyProgramId, ...filter },
  );
  return { page: answer.data?.tasksByProgram, codes: codesOf(answer) };
}

async function openActionItems(client: ApiClient) {
  const answer = await client.graphql<{ reminders: { docs: Array<{ id: string; details: { title: string; link: string | null } }> } }>(
    'query { reminders(page: 1, size: 100) { docs { id details { title link } } } }',
  );
  return answer.data!.reminders.docs;
}

const submit = (client: ApiClient, formId: string) =>
  client.graphql<{ updateFormByAction: { status: string } }>('mutation ($input: UpdateFormByActionInput!) { updateFormByAction(input: $input) { status } }', {
    input: { formId, actionId: 'submit' },
  });

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, programAdmin] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two'), signIn(stack.url, 'program.admin')]);
  const template = (await createCampusTemplate(programAdmin, 'Assignment Walkthrough')).data!.createCampusTemplate;
  await programAdmin.graphql('mutation A($input: AddElementInput!) { addQuestion(input: $input) { id } }', {
    input: { templateId: template.id, parentId: template.pages[0]!.id, element: JSON.stringify({ __typename: 'TextQuestion', title: 'Notes' }) },
  });
  await publishTemplate(programAdmin, template.id, true);
  groupId = template.groupId;
});
afterAll(async () => stack.close());

describe('a task’s life', () => {
  it('starts a form for the assignee, puts it in their Action Items and completes it when the form is submitted', async () => {
    // Prepare
    const before = (await tasks(programAdmin)).page!.counts as { pending: number; done: number };

    // Act
    const { task, codes } = await assign(programAdmin, { dueDate: '2999-01-31' });
    const pending = await tasks(programAdmin, { status: 'PENDING' });
    const items = await openActionItems(staffOne);
    const submitted = await submit(staffOne, task!.formId);
    const done = await tasks(programAdmin, { status: 'DONE', assigneeId: 'user-staff-one' });
    const itemsAfter = await openActionItems(staffOne);

    // Assess
    expect(codes).toEqual([]);
    expect(task).toMatchObject({ status: 'PENDING', subject: 'Inspect room 210', dueDate: '2999-01-31', events: [{ type: 'TASK_ASSIGNED' }] });
    expect(pending.page!.docs.map((listed) => listed.id)).toContain(task!.id);
    expect(pending.page!.counts.pending).toBe(before.pending + 1);
    expect(items.find((item) => item.id === `task-${task!.id}`)?.details).toEqual({ title: 'Inspect room 210', link: `/form/${task!.formId}` });
    expect(submitted.data?.updateFormByAction.status).toBe('submitted');
    expect(done.page!.docs.map((listed) => listed.id)).toContain(task!.id);
    expect(done.page!.counts).toMatchObject({ done: before.done + 1, pending: before.pending });
    expect(itemsAfter.map((item) => item.id)).not.toContain(`task-${task!.id}`);
  });

  it('takes a pending task back: out of the list and the Action Items, and only once', async () => {
    // Prepare
    const { task } = await assign(programAdmin, { subject: 'Take back this one' });
    const unassign = (client: ApiClient) =>
      client.graphql<{ unassignTask: TaskAnswer }>(`mutation ($input: UnassignTaskInput!) { unassignTask(input: $input) { ${taskFields} } }`, { input: { id: task!.id } });

    // Act
    const refused = await unassign(staffTwo);
    const answer = await unassign(programAdmin);
    const again = await unassign(programAdmin);

    // Assess
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(answer.data?.unassignTask.events.map((event) => event.type)).toEqual(['TASK_ASSIGNED', 'TASK_UNASSIGNED']);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
    expect((await tasks(programAdmin)).page!.docs.map((listed) => listed.id)).not.toContain(task!.id);
    expect((await openActionItems(staffOne)).map((item) => item.id)).not.toContain(`task-${task!.id}`);
  });

  it('refuses staff, a template of another program, a past due date and an existing form the assignee cannot open', async () => {
    // Prepare
    const othersForm = await staffTwo.graphql<{ startForm: { id: string } }>('mutation ($input: StartFormInput!) { startForm(input: $input) { id } }', { input: { templateId: 'tpl-lab-safety-inspection-v1' } });

    // Act
    const byStaff = await assign(staffOne, {});
    const listByStaff = await tasks(staffTwo);
    const otherProgram = await assign(programAdmin, { targetId: 'tg-hot-work-permit' });
    const past = await assign(programAdmin, { dueDate: '2000-01-01' });
    const notOpenable = await assign(programAdmin, { targetType: 'FORM', targetId: othersForm.data!.startForm.id });

    // Assess
    expect(byStaff.codes).toEqual(['FORBIDDEN']);
    expect(listByStaff.codes).toEqual(['FORBIDDEN']);
    expect(otherProgram.codes).toEqual(['BAD_USER_INPUT']);
    expect(past.codes).toEqual(['BAD_USER_INPUT']);
    expect(notOpenable.codes).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the program’s documents and a user’s documents', () => {
  it('sorts the program’s documents by name and narrows them by rules combined with AND', async () => {
    // Prepare
    const query = `query ($programId: ID!, $filter: DocumentFilterInput, $sort: DocumentSortInput) {
      documentsByProgram(programId: $programId, filter: $filter, sort: $sort, size: 100) { docs { id name autoId status } meta { total nextCursor } partialTotal }
    }`;
    const read = (variables: Record<string, unknown>) =>
      programAdmin.graphql<{ documentsByProgram: { docs: Array<{ id: string; name: string; autoId: string; status: string }>; meta: { total: number } } }>(query, { programId: labSafetyProgramId, ...variables });

    // Act
    const byName = await read({ sort: { field: 'name', direction: 'asc' } });
    const filtered = await read({ filter: { rules: [{ key: 'name', operator: 'startsWith', value: 'assignment' }, { key: 'status', operator: 'equals', value: 'submitted' }], operator: 'AND' }, sort: { field: 'name', direction: 'asc' } });
    const byStaff = await staffOne.graphql(query, { programId: labSafetyProgramId });

    // Assess
    const names = byName.data!.documentsByProgram.docs.map((doc) => doc.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(filtered.data!.documentsByProgram.docs.length).toBeGreaterThan(0);
    expect(filtered.data!.documentsByProgram.docs.every((doc) => doc.name === 'Assignment Walkthrough' && doc.status === 'submitted')).toBe(true);
    expect(codesOf(byStaff)).toEqual(['FORBIDDEN']);
  });

  it('lists a user’s documents with their name, greying out (and naming only by autoId) those the admin may not view', async () => {
    // Prepare
    const hotWork = await staffOne.graphql<{ startForm: { id: string; autoId: string } }>('mutation ($input: StartFormInput!) { startForm(input: $input) { id autoId } }', {
      input: { templateId: 'tpl-hot-work-permit-v1' },
    });
    const query = `query ($userId: ID!) {
      programUserDocuments(programId: "${labSafetyProgramId}", userId: $userId) { user { firstName lastName } docs { id name autoId canView } meta { total } }
    }`;

    // Act
    const answer = await programAdmin.graphql<{ programUserDocuments: { user: { firstName: string; lastName: string }; docs: Array<{ id: string; name: string; autoId: string; canView: boolean }>; meta: { total: number } } }>(query, { userId: 'user-staff-one' });
    const unknown = await programAdmin.graphql(query, { userId: 'user-nobody' });
    const byStaff = await staffTwo.graphql(query, { userId: 'user-staff-one' });

    // Assess
    expect(hotWork.errors).toBeUndefined();
    const page = answer.data!.programUserDocuments;
    expect(page.user).toEqual({ firstName: expect.any(String), lastName: expect.any(String) });
    const hidden = page.docs.find((doc) => doc.id === hotWork.data!.startForm.id);
    expect(hidden).toMatchObject({ canView: false, name: hotWork.data!.startForm.autoId });
    expect(page.docs.some((doc) => doc.canView)).toBe(true);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
    expect(codesOf(byStaff)).toEqual(['FORBIDDEN']);
  });
});
