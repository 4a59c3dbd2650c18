import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// The spec's Home query (end-user area section 7) with its variables inventoryId and userId, sent as the web
// app's document is written: another person's lists are for their campus's administrators only.

const homeQuery = readFileSync(join(import.meta.dirname, '../../web/src/features/home/api/home.graphql'), 'utf8');

type Home = { storesByUser: Array<{ id: string; name: string }>; inventoryItemsByUser: { meta: { total: number } } };

let stack: LocalStack;
let staffOne: ApiClient;
let campusAdmin: ApiClient;
let healthUser: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, campusAdmin, healthUser] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'campus.admin'), signIn(stack.url, 'health.user')]);
});
afterAll(async () => stack.close());

const home = (client: ApiClient, variables: Record<string, unknown> = {}) => client.graphql<Home>(homeQuery, { rows: 5, includeRestrictedCreateAccess: false, ...variables });

describe('the Home query', () => {
  it("answers the caller's own campus stores and workspace without userId, or with their own", async () => {
    const [plain, own] = await Promise.all([home(staffOne), home(staffOne, { userId: 'user-staff-one' })]);

    expect(plain.errors).toBeUndefined();
    expect(plain.data?.storesByUser.map((store) => store.id)).toContain('store-01-chem');
    expect(own.data).toEqual(plain.data);
  });

  it('keeps only the stores of inventoryId when it is given', async () => {
    const answer = await home(staffOne, { inventoryId: 'inv-01-chem-lab' });

    expect(answer.data?.storesByUser).toEqual([{ id: 'store-01-chem', name: 'Bayview Chemistry Stockroom' }]);
  });

  it("refuses another person's lists to someone who does not administer their campus", async () => {
    const answer = await home(staffOne, { userId: 'user-staff-two' });
    const unknown = await healthUser.graphql<Home>(homeQuery, { rows: 5, userId: 'user-nobody' });

    expect(codesOf(answer)).toContain('FORBIDDEN');
    expect(answer.data).toBeNull();
    expect(codesOf(unknown)).toContain('FORBIDDEN');
  });

  it("answers a person's lists to their campus's administrator, and NOT_FOUND for an unknown person", async () => {
    const [theirs, asThemselves, unknown] = await Promise.all([
      home(campusAdmin, { userId: 'user-staff-one' }),
      home(staffOne),
      home(campusAdmin, { userId: 'user-nobody' }),
    ]);

    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.inventoryItemsByUser.meta.total).toBe(asThemselves.data?.inventoryItemsByUser.meta.total);
    expect(codesOf(unknown)).toContain('NOT_FOUND');
  });

  it('refuses a malformed userId as bad input', async () => {
    const answer = await home(staffOne, { userId: 'user#staff' });

    expect(codesOf(answer)).toContain('BAD_USER_INPUT');
  });
});
