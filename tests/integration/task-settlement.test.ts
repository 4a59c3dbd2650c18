import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { edge, givenPublishedFlow, runEvent, state, type PublishedFlow } from './steps/flow-steps';
import { labSafetyProgramId } from './steps/template-steps';

// How a task leaves PENDING other than by its form reaching the status: FAILED when the form can no longer reach it
// (a final state elsewhere, or the form deleted), IGNORED when the assignee dismisses its action item.

let stack: LocalStack;
let staffOne: ApiClient;
let programAdmin: ApiClient;
/** draft → submitted (submit) or draft → cancelled (cancel, final). */
let flow: PublishedFlow;

interface TaskAnswer {
  id: string;
  status: string;
  formId: string;
  statusNote: string | null;
  completedDate: string | null;
}
const taskFields = 'id status formId statusNote completedDate';

async function assign(subject: string) {
  const answer = await programAdmin.graphql<{ assignTask: TaskAnswer }>(`mutation ($input: AssignTaskInput!) { assignTask(input: $input) { ${taskFields} } }`, {
    input: { programId: labSafetyProgramId, targetType: 'TEMPLATE', targetId: flow.groupId, assigneeId: 'user-staff-one', subject, completeOnStatus: 'submitted' },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.assignTask;
}

async function taskById(id: string, status: string) {
  const answer = await programAdmin.graphql<{ tasksByProgram: { docs: TaskAnswer[] } }>(
    `query ($programId: ID!, $status: TaskStatus) { tasksByProgram(programId: $programId, status: $status, size: 100) { docs { ${taskFields} } } }`,
    { programId: labSafetyProgramId, status },
  );
  return answer.data!.tasksByProgram.docs.find((task) => task.id === id);
}

async function counts() {
  const answer = await programAdmin.graphql<{ tasksByProgram: { counts: Record<'done' | 'failed' | 'ignored' | 'pending', number> } }>(
    'query ($programId: ID!) { tasksByProgram(programId: $programId) { counts { done failed ignored pending } } }',
    { programId: labSafetyProgramId },
  );
  return answer.data!.tasksByProgram.counts;
}

const reminderMutation = (client: ApiClient, name: 'dismissReminder' | 'reopenReminder', id: string) =>
  client.graphql(`mutation ($input: ReminderInput!) { ${name}(input: $input) { id } }`, { input: { id } });

beforeAll(async () => {
  stack = await startApi();
  [staffOne, programAdmin] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'program.admin')]);
  flow = await givenPublishedFlow(programAdmin, 'Task Settlement', {
    nodes: [state('draft', { isInitial: true }), state('submitted'), state('cancelled', { isFinal: true })],
    edges: [edge('draft', 'submitted', 'submit'), edge('draft', 'cancelled', 'cancel')],
  });
});
afterAll(async () => stack.close());

describe('a task that can no longer be done', () => {
  it('fails when its form ends the workflow in another state, and says why', async () => {
    // Prepare
    const before = await counts();
    const task = await assign('Cancel instead');

    // Act
    const cancelled = await runEvent(staffOne, task.formId, 'cancel');
    const failed = await taskById(task.id, 'FAILED');

    // Assess
    expect(cancelled.status).toBe('cancelled');
    expect(failed).toMatchObject({ status: 'FAILED', statusNote: 'The form reached "cancelled", which ends its workflow, without reaching "submitted".' });
    expect(failed?.completedDate).not.toBeNull();
    expect(await counts()).toMatchObject({ failed: before.failed + 1, pending: before.pending });
  });

  it('fails when its form is deleted', async () => {
    // Prepare
    const task = await assign('Delete instead');

    // Act
    const deleted = await staffOne.graphql('mutation ($input: FormIdInput!) { deleteForm(input: $input) { id } }', { input: { formId: task.formId } });

    // Assess
    expect(deleted.errors).toBeUndefined();
    expect(await taskById(task.id, 'FAILED')).toMatchObject({ statusNote: 'The form was deleted.' });
  });

  it('is ignored when the assignee dismisses its action item, and pending again when it is reopened', async () => {
    // Prepare
    const before = await counts();
    const task = await assign('Dismiss then reopen');

    // Act
    const dismissed = await reminderMutation(staffOne, 'dismissReminder', `task-${task.id}`);
    const ignored = await taskById(task.id, 'IGNORED');
    const reopened = await reminderMutation(staffOne, 'reopenReminder', `task-${task.id}`);
    const pending = await taskById(task.id, 'PENDING');

    // Assess
    expect(codesOf(dismissed)).toEqual([]);
    expect(ignored?.status).toBe('IGNORED');
    expect(codesOf(reopened)).toEqual([]);
    expect(pending).toMatchObject({ status: 'PENDING', completedDate: null, statusNote: null });
    expect(await counts()).toMatchObject({ ignored: before.ignored, pending: before.pending + 1 });
  });

  it('is done, with no note, when its form reaches the status', async () => {
    // Prepare
    const task = await assign('Submit it');

    // Act
    await runEvent(staffOne, task.formId, 'submit');

    // Assess
    expect(await taskById(task.id, 'DONE')).toMatchObject({ status: 'DONE', statusNote: null });
  });
});
