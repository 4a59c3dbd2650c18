import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemEntity, type LibraryItemRecord } from '../../functions/data/entities';
import { itemSearchQueryBudget } from '../../functions/data/library-item-search';
import { addToItemCount } from '../../functions/data/library-repository';
import { itemOf, putItems } from '../../functions/data/store';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { createItem, givenPublishedLibrary, updateItem } from './steps/library-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';
import { tallyRequests } from './support/request-tally';

// A form's library search must find any item of a large library: it used to read the first 1,000 items in id
// order and filter them in memory, so most of a 10,000-item library could never be chosen. These libraries are
// seeded straight into the store (as bench:scale does) past that size.

let stack: LocalStack;
let globalAdmin: ApiClient;
let staffOne: ApiClient;
let libraryId: string;

const at = '2026-11-24T08:00:00.000Z';
const padded = (n: number) => String(n).padStart(4, '0');

/** Items "Compound 0000" onwards, ids in the same order, flash points 0 to 99 in turn. */
const compound = (schemaId: string, n: number): LibraryItemRecord => ({
  schemaId,
  id: `item-${padded(n)}`,
  name: `Compound ${padded(n)}`,
  values: { name: `Compound ${padded(n)}`, flashPoint: n % 100 },
  version: 1,
  createdAt: at,
  updatedAt: at,
});

/** Stores items as an import's batch writes do, and moves the library's counter. */
async function givenItems(schemaId: string, items: LibraryItemRecord[]) {
  await putItems(items.map((item) => itemOf(libraryItemEntity, item)));
  await addToItemCount(schemaId, items.length);
}

const search = (client: ApiClient, searchTerm: string, filters?: Array<{ field: string; operator: string; value: string }>) =>
  client.graphql<{ searchLibraryItems: Array<{ id: string; name: string; fields: string }> }>(
    'query S($schemaId: ID!, $searchTerm: String!, $filters: [LibraryFilterInput!]) { searchLibraryItems(schemaId: $schemaId, searchTerm: $searchTerm, filters: $filters) { id name fields } }',
    { schemaId: libraryId, searchTerm, filters },
  );

const namesOf = (answer: Awaited<ReturnType<typeof search>>) => {
  expect(answer.errors).toBeUndefined();
  return answer.data!.searchLibraryItems.map((item) => item.name);
};

/** A search's own DynamoDB requests (the permission check's tuple reads left out), asked once before, warm. */
async function ownReadsOf(searchTerm: string, filters?: Array<{ field: string; operator: string; value: string }>) {
  await search(staffOne, searchTerm, filters);
  const tally = await tallyRequests(() => search(staffOne, searchTerm, filters));
  return { names: namesOf(tally.result), ownReads: tally.requests - tally.permissionReads };
}

const lastById: (schemaId: string) => LibraryItemRecord = (schemaId) => ({
  ...compound(schemaId, 0),
  id: 'zzzz-sorts-last',
  name: 'Thallium sulfate',
  values: { name: 'Thallium sulfate', flashPoint: 999 },
});

beforeAll(async () => {
  stack = await startApi();
  [globalAdmin, staffOne] = await Promise.all([signIn(stack.url, 'global.admin'), signIn(stack.url, 'staff.one')]);
  libraryId = (await givenPublishedLibrary(globalAdmin, `Scale chemicals ${Date.now()}`)).id;
  await givenItems(libraryId, [...Array.from({ length: 1_200 }, (_, n) => compound(libraryId, n)), lastById(libraryId)]);
});
afterAll(async () => stack.close());

describe('the library search of a form in a library of more than 1,000 items', () => {
  it('finds the item whose id sorts last by the start of its name and of a word in it', async () => {
    const byName = await search(staffOne, 'thal');
    const byWord = await search(staffOne, 'SULF');

    expect(byName.data?.searchLibraryItems).toEqual([{ id: 'zzzz-sorts-last', name: 'Thallium sulfate', fields: JSON.stringify({ flashPoint: 999 }) }]);
    expect(namesOf(byWord)).toEqual(['Thallium sulfate']);
  });

  it('answers at most 25 items, the first by name', async () => {
    const names = namesOf(await search(staffOne, 'compound'));

    expect(names).toEqual(Array.from({ length: 25 }, (_, n) => `Compound ${padded(n)}`));
  });

  it("keeps only the items that pass the question's filters, by name", async () => {
    const flashPointSeven = namesOf(await search(staffOne, 'compound 1', [{ field: 'flashPoint', operator: 'equals', value: '7' }]));
    const notThallium = namesOf(await search(staffOne, 'sulfate', [{ field: 'flashPoint', operator: 'notEquals', value: '999' }]));

    expect(flashPointSeven).toEqual(['Compound 1007', 'Compound 1107']);
    expect(notThallium).toEqual([]);
  });

  it('costs the same DynamoDB requests, within a fixed bound, when the library doubles', async () => {
    // Prepare: a plain search, and one whose filter passes no item, so it reads all it may.
    const before = { plain: await ownReadsOf('thal'), filtered: await ownReadsOf('compound', [{ field: 'flashPoint', operator: 'equals', value: '-1' }]) };

    // Act
    await givenItems(libraryId, Array.from({ length: 1_200 }, (_, n) => compound(libraryId, 1_200 + n)));
    const after = { plain: await ownReadsOf('thal'), filtered: await ownReadsOf('compound', [{ field: 'flashPoint', operator: 'equals', value: '-1' }]) };

    // Assess: the library's read, then one Query per key range (the name and four word positions), or the whole
    // budget for a filter that keeps nothing.
    expect(after.plain.names).toEqual(['Thallium sulfate']);
    expect(after.filtered.names).toEqual([]);
    expect({ plain: after.plain.ownReads, filtered: after.filtered.ownReads }).toEqual({ plain: before.plain.ownReads, filtered: before.filtered.ownReads });
    expect(before).toMatchObject({ plain: { ownReads: 1 + 5 }, filtered: { ownReads: 1 + itemSearchQueryBudget } });
  });

  it('finds a renamed item by the words of its new name only', async () => {
    const created = (await createItem(globalAdmin, libraryId, { name: 'Copper sulfate pentahydrate', flashPoint: 5 })).data!.createLibraryItem;
    const foundBefore = namesOf(await search(staffOne, 'penta'));

    await updateItem(globalAdmin, libraryId, created.id, created.version, { name: 'Copper chloride', flashPoint: 5 });

    expect(foundBefore).toEqual(['Copper sulfate pentahydrate']);
    expect(namesOf(await search(staffOne, 'penta'))).toEqual([]);
    expect(namesOf(await search(staffOne, 'chlor'))).toEqual(['Copper chloride']);
  });
});
