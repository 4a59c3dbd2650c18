import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Manage Laundry Locations (docs/decisions.md, rooms16): the demo's PPE coordinator (staff.two, "PPE Coordinator"
// at a facility in campus config) gets the Home entry and edits the Laundry Locations library; others neither.

let stack: LocalStack;
let coordinator: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [coordinator, staffOne] = await Promise.all([signIn(stack.url, 'staff.two'), signIn(stack.url, 'staff.one')]);
});
afterAll(async () => stack.close());

const entryKeys = async (client: ApiClient) => (await client.graphql<{ homeEntries: Array<{ key: string; url: string }> }>('{ homeEntries { key url } }')).data?.homeEntries;
const locations = (client: ApiClient) =>
  client.graphql<{ libraryItems: { items: Array<{ name: string; values: string }> } }>('{ libraryItems(libraryId: "lib-laundry-locations", limit: 25) { items { name values } } }');
const addLocation = (client: ApiClient, values: Record<string, string>) =>
  client.graphql<{ createLibraryItem: { name: string } }>('mutation A($input: CreateLibraryItemInput!) { createLibraryItem(input: $input) { name } }', {
    input: { libraryId: 'lib-laundry-locations', values: JSON.stringify(values) },
  });

describe('laundry locations', () => {
  it('gives the PPE coordinator the Home entry, the locations and the right to add one', async () => {
    const added = await addLocation(coordinator, { Location: 'Physics drop-off', Building: 'Physics and Astronomy (PHY)', Room: '115', Hours: 'Fridays 10:00-12:00', Contact: 'x4410', Active: 'Yes' });
    const listed = await locations(coordinator);

    expect(await entryKeys(coordinator)).toContainEqual({ key: 'manage:LAUNDRY_LOCATIONS', url: '/manage/laundry-locations' });
    expect(added.data?.createLibraryItem.name).toBe('Physics drop-off');
    expect(listed.data?.libraryItems.items.map((item) => item.name)).toEqual(['Chemistry Hall drop-off', 'Engineering drop-off', 'Life Sciences drop-off', 'Physics drop-off']);
    expect(JSON.parse(listed.data!.libraryItems.items[0]!.values)).toMatchObject({ Location: 'Chemistry Hall drop-off', Building: 'Chemistry Hall (CHM)', Room: '101', Hours: 'Mon-Fri 8:00-17:00', Active: 'Yes' });
  });

  it('refuses someone who is not a PPE coordinator: no entry, no locations, no edits', async () => {
    expect((await entryKeys(staffOne))?.map((entry) => entry.key)).not.toContain('manage:LAUNDRY_LOCATIONS');
    expect(codesOf(await locations(staffOne))).toEqual(['FORBIDDEN']);
    expect(codesOf(await addLocation(staffOne, { Location: 'Mine' }))).toEqual(['FORBIDDEN']);
  });
});
