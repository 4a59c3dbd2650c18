import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoRequestCounter } from '../../functions/data/client';
import { completeTodo, putTodo } from '../../functions/data/notifications-repository';
import { encodeListCursor } from '../../schema/src/paging/list-cursor';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { withClockStill } from './support/still-clock';

// The caller's own lists (All documents, Workspace, Action Items) paged by cursor: every item reached once, totals
// from counters, and the same number of DynamoDB requests for every full page.

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let healthUser: ApiClient;
let startedForms: string[];

interface Meta {
  page: number;
  size: number;
  total: number;
  nextCursor: string | null;
}
interface ListAnswer {
  docs: Array<{ id: string; startDate?: string; createdDate?: string }>;
  meta: Meta;
}
type ListName = 'userDocuments' | 'inventoryItemsByUser' | 'reminders';

const fieldsOf: Record<ListName, string> = { userDocuments: 'id createdDate', inventoryItemsByUser: 'id startDate', reminders: 'id createdDate' };

async function listPage(client: ApiClient, list: ListName, variables: { page?: number; size?: number; cursor?: string | null }) {
  const answer = await client.graphql<Record<ListName, ListAnswer>>(
    `query L($page: Int, $size: Int, $cursor: String) { ${list}(page: $page, size: $size, cursor: $cursor) { docs { ${fieldsOf[list]} } meta { page size total nextCursor } } }`,
    variables,
  );
  return { answer, page: answer.data?.[list] };
}

/** Every page of a list, following nextCursor, with the DynamoDB requests each page cost. */
async function everyPage(client: ApiClient, list: ListName, size: number) {
  return withClockStill(async () => {
    const pages: Array<ListAnswer & { requests: number }> = [];
    let cursor: string | null = null;
    do {
      const before = dynamoRequestCounter.total;
      const { answer, page } = await listPage(client, list, { page: pages.length + 1, size, cursor });
      expect(answer.errors).toBeUndefined();
      pages.push({ ...page!, requests: dynamoRequestCounter.total - before });
      cursor = page!.meta.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  });
}

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, healthUser] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two'), signIn(stack.url, 'health.user')]);
  startedForms = [];
  for (let index = 0; index < 60; index += 1) startedForms.push((await startForm(staffTwo)).data!.startForm!.id);
}, 120_000);
afterAll(async () => stack.close());

describe('All documents by cursor', () => {
  it('reaches each of 60 forms once, newest first, with the total 60 from the counter on every page', async () => {
    const pages = await everyPage(staffTwo, 'userDocuments', 25);

    expect(pages.map((page) => page.docs.length)).toEqual([25, 25, 10]);
    expect(pages.map((page) => page.meta.total)).toEqual([60, 60, 60]);
    expect(pages.flatMap((page) => page.docs.map((doc) => doc.id))).toEqual([...startedForms].reverse());
    expect(pages.at(-1)?.meta.nextCursor).toBeNull();
  });

  it('costs the same DynamoDB requests for every full page, however deep and however many forms', async () => {
    const sixty = await everyPage(staffTwo, 'userDocuments', 25);
    for (let index = 0; index < 15; index += 1) startedForms.push((await startForm(staffTwo)).data!.startForm!.id);

    const seventyFive = await everyPage(staffTwo, 'userDocuments', 25);

    console.info(`userDocuments requests per page of 25: ${seventyFive.map((page) => page.requests).join(', ')}`);
    expect(seventyFive.map((page) => page.docs.length)).toEqual([25, 25, 25]);
    expect(seventyFive.map((page) => page.requests)).toEqual([sixty[0]!.requests, sixty[0]!.requests, sixty[0]!.requests]);
  });

  it('answers a deep link without a cursor (page 3) by walking to it: the same forms as by cursor', async () => {
    const byCursor = await everyPage(staffTwo, 'userDocuments', 25);

    const { page } = await listPage(staffTwo, 'userDocuments', { page: 3, size: 25 });

    expect(page?.docs.map((doc) => doc.id)).toEqual(byCursor[2]?.docs.map((doc) => doc.id));
    expect(page?.meta).toMatchObject({ page: 3, size: 25, total: startedForms.length });
  });

  it('counts a deleted form out of the total, and no longer lists it', async () => {
    const [deleted] = startedForms.splice(startedForms.length - 1, 1);
    await staffTwo.graphql('mutation D($input: FormIdInput!) { deleteForm(input: $input) { id } }', { input: { formId: deleted } });

    const pages = await everyPage(staffTwo, 'userDocuments', 50);

    expect(pages[0]?.meta.total).toBe(startedForms.length);
    expect(pages.flatMap((page) => page.docs.map((doc) => doc.id))).toEqual([...startedForms].reverse());
  });
});

describe('cursors', () => {
  it('refuses a malformed cursor, another person’s, another list’s and a hand-made one with BAD_USER_INPUT', async () => {
    const staffTwoCursor = (await listPage(staffTwo, 'userDocuments', { size: 25 })).page!.meta.nextCursor!;
    const outsideTheRange = encodeListCursor({ list: 'userDocuments', scope: 'user-staff-two' }, { pk: 'USER#x', sk: 'PROFILE', isk: 'WORKSPACE#2020' });

    const answers = await Promise.all([
      listPage(staffTwo, 'userDocuments', { page: 2, cursor: 'not a cursor' }),
      listPage(staffTwo, 'userDocuments', { page: 2, cursor: 'eyJ2IjoxfQ' }),
      listPage(staffOne, 'userDocuments', { page: 2, cursor: staffTwoCursor }),
      listPage(staffTwo, 'reminders', { page: 2, cursor: staffTwoCursor }),
      listPage(staffTwo, 'inventoryItemsByUser', { page: 2, cursor: staffTwoCursor }),
      listPage(staffTwo, 'userDocuments', { page: 2, cursor: outsideTheRange }),
    ]);

    expect(answers.map(({ answer }) => codesOf(answer))).toEqual(Array(6).fill(['BAD_USER_INPUT']));
  });
});

describe('Workspace by cursor', () => {
  it('merges the forms and the workspace items newest first, each once, the total from the counters', async () => {
    const pages = await everyPage(staffTwo, 'inventoryItemsByUser', 25);

    const ids = pages.flatMap((page) => page.docs.map((doc) => doc.id));
    const starts = pages.flatMap((page) => page.docs.map((doc) => doc.startDate!));
    expect(pages[0]?.meta.total).toBe(startedForms.length + 1);
    expect(new Set(ids)).toEqual(new Set([...startedForms, 'ws-007']));
    expect(ids).toHaveLength(startedForms.length + 1);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(pages.slice(0, -1).map((page) => page.requests)).toEqual(pages.slice(0, -1).map(() => pages[0]!.requests));
  });
});

describe('Action Items by cursor', () => {
  it('pages the open reminders only, counted in when put and out when completed', async () => {
    const now = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const todos = Array.from({ length: 12 }, (_, index) => ({
      formId: 'form-for-reminders',
      reminderId: `rem-paged-${index}`,
      userId: 'user-health',
      reminderCreatedDate: now(index),
      formStatus: 'draft',
    }));
    for (const todo of todos) await putTodo({ id: todo.reminderId, userId: todo.userId, title: `Reminder ${todo.reminderId}`, createdDate: todo.reminderCreatedDate }, todo);
    // Sending the same TODO again does not count it twice; completing it twice counts it out once.
    await putTodo({ id: todos[0]!.reminderId, userId: 'user-health', title: 'Again', createdDate: todos[0]!.reminderCreatedDate }, todos[0]!);
    await completeTodo(todos[3]!, now(59));
    await completeTodo(todos[3]!, now(59));

    const pages = await everyPage(healthUser, 'reminders', 5);

    const ids = pages.flatMap((page) => page.docs.map((doc) => doc.id));
    expect(pages[0]?.meta.total).toBe(12);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain('rem-paged-3');
    // The seeded 'Complete bloodborne pathogens training' (two days old) is the newest, then these eleven.
    expect(ids).toEqual(['rem-011', ...todos.filter((_, index) => index !== 3).map((todo) => todo.reminderId).reverse()]);
    expect(pages.map((page) => page.docs.length)).toEqual([5, 5, 2]);
  });
});
