import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoRequestCounter } from '../../functions/data/client';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';
import { withClockStill } from './support/still-clock';

// A template group's documents, paged by cursor: the program admin reads the group's index a page at a time with
// the group's counter as the total; staff see only the forms they may view, never another's.

const groupId = 'tg-lab-safety-inspection';

interface GroupPage {
  docs: Array<{ id: string; owner: { userId: string } }>;
  meta: { page: number; size: number; total: number; nextCursor: string | null };
  partialTotal: boolean | null;
}

let stack: LocalStack;
let programAdmin: ApiClient;
let staffOne: ApiClient;
let staffTwo: ApiClient;
const started = new Map<string, string[]>();

function groupPage(client: ApiClient, variables: { page?: number; size?: number; cursor?: string | null; groupId?: string }) {
  return client.graphql<{ documentsByTemplateGroup: GroupPage }>(
    `query Group($groupId: ID!, $page: Int, $size: Int, $cursor: String) {
      documentsByTemplateGroup(groupId: $groupId, page: $page, size: $size, cursor: $cursor) {
        docs { id owner { userId } } meta { page size total nextCursor } partialTotal
      }
    }`,
    { groupId, ...variables },
  );
}

/** Every page of the group for a client, following nextCursor, with the DynamoDB requests each page cost. */
async function everyPage(client: ApiClient, size: number) {
  return withClockStill(async () => {
    const pages: Array<GroupPage & { requests: number }> = [];
    let cursor: string | null = null;
    do {
      const before = dynamoRequestCounter.total;
      const answer = await groupPage(client, { page: pages.length + 1, size, cursor });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.documentsByTemplateGroup;
      pages.push({ ...page, requests: dynamoRequestCounter.total - before });
      cursor = page.meta.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  });
}

async function startMany(client: ApiClient, userId: string, count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await startForm(client)).data!.startForm!.id);
  started.set(userId, ids);
}

beforeAll(async () => {
  stack = await startApi();
  [programAdmin, staffOne, staffTwo] = await Promise.all([signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two')]);
  await startMany(staffOne, 'user-staff-one', 30);
  await startMany(staffTwo, 'user-staff-two', 30);
}, 120_000);
afterAll(async () => stack.close());

describe('a template group’s documents, by cursor', () => {
  it('lets the program admin page through the group’s 60 forms by cursor (total 60 from its counter), without gaps or duplicates, at a fixed cost per page', async () => {
    await groupPage(programAdmin, { size: 25 }); // warms the process's caches (templates, workflows)

    const pages = await everyPage(programAdmin, 25);

    const ids = pages.flatMap((page) => page.docs.map((doc) => doc.id));
    const total = pages[0]!.meta.total;
    expect(total).toBe(60);
    expect(new Set(ids).size).toBe(60);
    expect(ids).toEqual(expect.arrayContaining([...started.get('user-staff-one')!, ...started.get('user-staff-two')!]));
    expect(pages.every((page) => page.meta.total === total && page.partialTotal === false)).toBe(true);
    expect(pages.at(-1)!.meta.nextCursor).toBeNull();
    expect(pages[2]!.requests).toBe(pages[0]!.requests);
    expect(pages[0]!.requests).toBeLessThanOrEqual(10);
  });

  it('shows staff.one only their own forms of the group, and never one of staff.two’s', async () => {
    const pages = await everyPage(staffOne, 25);

    const owners = new Set(pages.flatMap((page) => page.docs.map((doc) => doc.owner.userId)));
    const ids = pages.flatMap((page) => page.docs.map((doc) => doc.id));
    expect([...owners]).toEqual(['user-staff-one']);
    expect(ids).toEqual(expect.arrayContaining(started.get('user-staff-one')!));
    expect(ids.some((id) => started.get('user-staff-two')!.includes(id))).toBe(false);
    expect(pages.at(-1)).toMatchObject({ meta: { total: ids.length, nextCursor: null }, partialTotal: false });
  });

  it('answers a deep link without a cursor with the same page the cursor reaches', async () => {
    const byCursor = await everyPage(programAdmin, 25);

    const deepLink = await groupPage(programAdmin, { page: 2, size: 25 });

    expect(deepLink.data?.documentsByTemplateGroup.docs.map((doc) => doc.id)).toEqual(byCursor[1]!.docs.map((doc) => doc.id));
  });

  it('refuses a cursor of another group, or one that is not a cursor, as BAD_USER_INPUT', async () => {
    const first = await groupPage(programAdmin, { size: 25 });
    const cursor = first.data!.documentsByTemplateGroup.meta.nextCursor;

    const foreign = await groupPage(programAdmin, { groupId: 'tg-hot-work-permit', cursor });
    const garbage = await groupPage(programAdmin, { cursor: 'not-a-cursor' });

    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(garbage)).toEqual(['BAD_USER_INPUT']);
  });
});
