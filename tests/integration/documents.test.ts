import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEntity, type FormRecord } from '../../functions/data/entities';
import { updateExistingRecord } from '../../functions/data/store';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { saveText, startForm } from './steps/form-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;

interface Listed {
  id: string;
  name: string;
  status: string;
  createdDate: string;
  lastSaved: string;
  canView: boolean;
  owner: { userId: string };
}

const listedFields = 'id name status createdDate lastSaved canView owner { userId }';

function userDocuments(client: ApiClient, variables: { page?: number; size?: number; cursor?: string } = {}) {
  return client.graphql<{ userDocuments: { docs: Listed[]; meta: { page: number; size: number; total: number } } }>(
    `query Documents($page: Int, $size: Int, $cursor: String) { userDocuments(page: $page, size: $size, cursor: $cursor) { docs { ${listedFields} } meta { page size total } } }`,
    variables,
  );
}

async function nextCursorOf(client: ApiClient, size: number) {
  const answer = await client.graphql<{ userDocuments: { meta: { nextCursor: string | null } } }>(
    'query Documents($size: Int) { userDocuments(size: $size) { meta { nextCursor } } }',
    { size },
  );
  return answer.data!.userDocuments.meta.nextCursor!;
}

function recentDocuments(client: ApiClient) {
  return client.graphql<{ recentDocuments: Listed[] }>(`{ recentDocuments { ${listedFields} } }`);
}

async function startForms(client: ApiClient, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await startForm(client)).data!.startForm!.id);
  return ids;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let staffTwoForms: string[];

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  staffTwo = await signIn(stack.url, 'staff.two');
  staffTwoForms = await startForms(staffTwo, 27);
});
afterAll(async () => stack.close());

describe('userDocuments', () => {
  it('lists 25 of the caller’s 27 forms, newest first, when no size is asked for', async () => {
    const answer = await userDocuments(staffTwo);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.userDocuments.meta).toEqual({ page: 1, size: 25, total: 27 });
    expect(answer.data?.userDocuments.docs.map((doc) => doc.id)).toEqual([...staffTwoForms].reverse().slice(0, 25));
  });

  it('answers page 2, from the cursor page 1 gave, with the oldest two forms', async () => {
    const answer = await userDocuments(staffTwo, { page: 2, size: 25, cursor: await nextCursorOf(staffTwo, 25) });

    expect(answer.data?.userDocuments.meta).toEqual({ page: 2, size: 25, total: 27 });
    expect(answer.data?.userDocuments.docs.map((doc) => doc.id)).toEqual([staffTwoForms[1], staffTwoForms[0]]);
  });

  it('keeps the allowed sizes 50 and 100 and turns any other size into 25', async () => {
    const sizes = await Promise.all([50, 100, 30, 0].map(async (size) => (await userDocuments(staffTwo, { size })).data?.userDocuments));

    expect(sizes.map((page) => [page?.meta.size, page?.docs.length])).toEqual([
      [50, 27],
      [100, 27],
      [25, 25],
      [25, 25],
    ]);
  });

  it('never lists another user’s forms', async () => {
    const othersForm = (await startForm(staffOne)).data!.startForm!.id;

    const answer = await userDocuments(staffTwo, { size: 100 });

    expect(answer.data?.userDocuments.docs.map((doc) => doc.id)).not.toContain(othersForm);
    expect(new Set(answer.data?.userDocuments.docs.map((doc) => doc.owner.userId))).toEqual(new Set(['user-staff-two']));
  });

  it('marks a form the owner may not view in its status with canView false, and lists it still', async () => {
    const [formId] = await startForms(staffOne, 1);
    await updateExistingRecord(formEntity, formEntity.key({ id: formId } as FormRecord), { set: { status: 'archived' } });

    const listed = (await userDocuments(staffOne, { size: 100 })).data?.userDocuments.docs.find((doc) => doc.id === formId);

    expect(listed).toMatchObject({ status: 'archived', canView: false });
  });
});

describe('recentDocuments', () => {
  it('shows at most 8 of the caller’s forms, newest first', async () => {
    const answer = await recentDocuments(staffTwo);

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.recentDocuments.map((doc) => doc.id)).toEqual([...staffTwoForms].reverse().slice(0, 8));
  });

  it('puts a form saved again first, its last save over a second after its creation (Edited)', async () => {
    const [edited, untouched] = await startForms(staffOne, 2);
    await sleep(1100);
    await saveText(staffOne, { formId: edited!, text: 'Room 101' });

    const recents = (await recentDocuments(staffOne)).data?.recentDocuments ?? [];

    const [first, second] = recents;
    expect(first?.id).toBe(edited);
    expect(Date.parse(first!.lastSaved) - Date.parse(first!.createdDate)).toBeGreaterThanOrEqual(1000);
    expect(second?.id).toBe(untouched);
    expect(second?.lastSaved).toBe(second?.createdDate);
  });
});

describe('awayTemplate', () => {
  const awayOf = async (username: string) =>
    (await (await signIn(stack.url, username)).graphql<{ awayTemplate: { templateGroupId: string } | null }>('{ awayTemplate { templateGroupId } }'))
      .data?.awayTemplate;

  it("answers the Away template group of the caller's campus", async () => {
    expect(await awayOf('staff.one')).toEqual({ templateGroupId: 'tg-away-01' });
    expect(await awayOf('health.user')).toEqual({ templateGroupId: 'tg-away-03' });
  });

  it('answers one for campus 00 too: every campus the spec maps configures an Away form (access17)', async () => {
    expect(await awayOf('global.admin')).toEqual({ templateGroupId: 'tg-away-00' });
  });
});
