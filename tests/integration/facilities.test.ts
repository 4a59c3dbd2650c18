import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// A user's facilities: campus config's facilities, linked to people by email with their roles (provisioning).

let stack: LocalStack;
let staffOne: ApiClient;
let healthUser: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, healthUser] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'health.user')]);
});
afterAll(async () => stack.close());

type Facility = { id: string; name: string; roles: string[]; district: string; type: string; license: string };

const facilities = (client: ApiClient, userId: string, size: number, cursor: string | null = null) =>
  client.graphql<{ facilitiesByUser: { docs: Facility[]; nextCursor: string | null } }>(
    'query F($userId: ID!, $size: Int, $cursor: String) { facilitiesByUser(userId: $userId, size: $size, cursor: $cursor) { docs { id name roles district type license } nextCursor } }',
    { userId, size, cursor },
  );

describe('the facilities of a user', () => {
  it('gives Home five of them A to Z with a cursor to the rest, each with the user’s roles there', async () => {
    const first = await facilities(staffOne, 'user-staff-one', 5);
    const rest = await facilities(staffOne, 'user-staff-one', 5, first.data!.facilitiesByUser.nextCursor);

    expect(first.data?.facilitiesByUser.docs.map((facility) => facility.name)).toEqual([
      'Bayview Life Sciences Vivarium',
      'Chemistry Hall Stockroom',
      'Engineering Machine Shop',
      'Grounds Pesticide Storage',
      'Life Sciences BSL-2 Suite',
    ]);
    expect(first.data?.facilitiesByUser.docs[1]).toEqual({
      id: 'fac-01-chm-stockroom',
      name: 'Chemistry Hall Stockroom',
      roles: ['Facility Manager', 'Chemical Inventory Owner'],
      district: 'North Bay District',
      type: 'Chemical Storage',
      license: 'HMBP-01-2231',
    });
    expect(rest.data?.facilitiesByUser.docs.map((facility) => facility.name)).toEqual(['Physics X-ray Laboratory', 'Student Health Clinic']);
    expect(rest.data?.facilitiesByUser.nextCursor).toBeNull();
  });

  it('answers each person their own: another campus’s user sees theirs, and nobody reads someone else’s', async () => {
    const own = await facilities(healthUser, 'user-health', 25);
    const others = await facilities(healthUser, 'user-staff-one', 25);

    expect(own.data?.facilitiesByUser.docs.map((facility) => [facility.name, facility.roles])).toEqual([['Medical Center Pharmacy', ['Pharmacist in Charge']]]);
    expect(codesOf(others)).toEqual(['FORBIDDEN']);
  });

  it('refuses a cursor made for another person’s list', async () => {
    const first = await facilities(staffOne, 'user-staff-one', 5);

    expect(codesOf(await facilities(healthUser, 'user-health', 5, first.data!.facilitiesByUser.nextCursor))).toEqual(['BAD_USER_INPUT']);
  });
});
