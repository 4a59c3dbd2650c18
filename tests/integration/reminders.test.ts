import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let globalAdmin: ApiClient;

const listQuery = `
  query Reminders($closed: Boolean) {
    reminders(page: 1, size: 25, closed: $closed) { docs { id completedDate dismissedDate } meta { total nextCursor } }
  }`;
const change = (field: 'completeReminder' | 'dismissReminder' | 'reopenReminder') =>
  `mutation ($input: ReminderInput!) { ${field}(input: $input) { id completedDate dismissedDate } }`;

async function listed(client: ApiClient, closed = false) {
  const answer = await client.graphql<Query>(listQuery, { closed });
  expect(answer.errors).toBeUndefined();
  return { ids: answer.data!.reminders.docs.map((reminder) => reminder.id), total: answer.data!.reminders.meta.total, docs: answer.data!.reminders.docs };
}

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, globalAdmin] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two'), signIn(stack.url, 'global.admin')]);
});
afterAll(async () => stack.close());

describe('the fields of an action item', () => {
  it('answers its label, type and status, the status following a completion', async () => {
    // Prepare
    const fields = `{ id label type status details { title } }`;
    const read = await staffTwo.graphql<Query>(`query { reminders(page: 1, size: 25) { docs ${fields} } }`);

    // Act
    const done = await staffTwo.graphql<Mutation>(`mutation ($input: ReminderInput!) { completeReminder(input: $input) ${fields} }`, { input: { id: 'rem-009' } });

    // Assess
    expect(read.data?.reminders.docs.find((reminder) => reminder.id === 'rem-009')).toEqual({
      id: 'rem-009',
      label: 'Training',
      type: 'GENERAL',
      status: 'OPEN',
      details: { title: 'Complete your annual laboratory safety refresher' },
    });
    expect(done.data?.completeReminder).toMatchObject({ id: 'rem-009', label: 'Training', status: 'COMPLETED' });
  });
});

describe('completing and dismissing action items', () => {
  it('takes a completed item out of its owner’s open list into the completed ones, totals following', async () => {
    // Prepare
    const before = await listed(staffOne);

    // Act
    const answer = await staffOne.graphql<Mutation>(change('completeReminder'), { input: { id: 'rem-001' } });

    // Assess
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.completeReminder).toMatchObject({ id: 'rem-001', completedDate: expect.any(String), dismissedDate: null });
    const open = await listed(staffOne);
    const closed = await listed(staffOne, true);
    expect(open.ids).not.toContain('rem-001');
    expect(open.total).toBe(before.total - 1);
    expect(closed.ids).toEqual(['rem-001']);
    expect(closed.total).toBe(1);
  });

  it('dismisses an item, lists the last closed first, and reopens it where it was', async () => {
    // Prepare
    const before = await listed(staffOne);

    // Act
    const dismissed = await staffOne.graphql<Mutation>(change('dismissReminder'), { input: { id: 'rem-002' } });
    const closed = await listed(staffOne, true);
    const reopened = await staffOne.graphql<Mutation>(change('reopenReminder'), { input: { id: 'rem-002' } });

    // Assess
    expect(dismissed.data?.dismissReminder).toMatchObject({ id: 'rem-002', completedDate: null, dismissedDate: expect.any(String) });
    expect(closed.ids[0]).toBe('rem-002');
    expect(closed.total).toBe(2);
    expect(reopened.data?.reopenReminder).toMatchObject({ id: 'rem-002', completedDate: null, dismissedDate: null });
    const after = await listed(staffOne);
    expect(after.ids).toEqual(before.ids);
    expect(after.total).toBe(before.total);
    expect((await listed(staffOne, true)).total).toBe(1);
  });

  it('refuses everyone but the item’s own user as if it did not exist, changing nothing', async () => {
    // Prepare
    const before = await listed(staffOne);

    // Act
    const answers = await Promise.all(
      [staffTwo, globalAdmin].flatMap((client) => (['completeReminder', 'dismissReminder'] as const).map((field) => client.graphql(change(field), { input: { id: 'rem-003' } }))),
    );

    // Assess
    expect(answers.map(codesOf)).toEqual([['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND'], ['NOT_FOUND']]);
    expect(await listed(staffOne)).toEqual(before);
  });

  it('answers CONFLICT, counting nothing twice, when the item is not in the state the change needs', async () => {
    // Prepare
    await staffOne.graphql(change('completeReminder'), { input: { id: 'rem-004' } });
    const before = { open: (await listed(staffOne)).total, closed: (await listed(staffOne, true)).total };

    // Act
    const again = await staffOne.graphql(change('completeReminder'), { input: { id: 'rem-004' } });
    const dismissDone = await staffOne.graphql(change('dismissReminder'), { input: { id: 'rem-004' } });
    const reopenOpen = await staffOne.graphql(change('reopenReminder'), { input: { id: 'rem-005' } });

    // Assess
    expect([again, dismissDone, reopenOpen].map(codesOf)).toEqual([['CONFLICT'], ['CONFLICT'], ['CONFLICT']]);
    expect({ open: (await listed(staffOne)).total, closed: (await listed(staffOne, true)).total }).toEqual(before);
  });

  it('refuses an unknown id as NOT_FOUND and a malformed one as BAD_USER_INPUT', async () => {
    const unknown = await staffOne.graphql(change('completeReminder'), { input: { id: 'rem-none' } });
    const malformed = await staffOne.graphql(change('completeReminder'), { input: { id: 'rem#001' } });

    expect([codesOf(unknown), codesOf(malformed)]).toEqual([['NOT_FOUND'], ['BAD_USER_INPUT']]);
  });
});
