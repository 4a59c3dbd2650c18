import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addField, createItem, createLibrary, fetchSchema, itemPage } from './steps/library-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  globalAdmin = await signIn(stack.url, 'global.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

interface ImportResult {
  created: number;
  updated: number;
  rejected: number;
  results: Array<{ index: number; outcome: string; itemId: string | null; errors: Array<{ fieldName: string | null; message: string }> }>;
}

const importRows = (client: ApiClient, libraryId: string, rows: Array<Record<string, string>>, dryRun = false) =>
  client.graphql<{ importLibraryItems: ImportResult }>(
    'mutation I($input: ImportLibraryItemsInput!) { importLibraryItems(input: $input) { created updated rejected results { index outcome itemId errors { fieldName message } } } }',
    { input: { libraryId, rows: rows.map((row) => JSON.stringify(row)), dryRun } },
  );

/** A library with fields name (required), cas (unique), flash (number), and hazard (relation to a second library with one item). */
async function givenChemicals() {
  const hazards = (await createLibrary(globalAdmin, 'Hazard classes')).data!.createLibrarySchema;
  const withName = (await addField(globalAdmin, hazards.id, hazards.version, { fieldName: 'name', dataType: 'TEXT' })).data!.addLibraryField;
  const flammable = (await createItem(globalAdmin, hazards.id, { name: 'Flammable' })).data!.createLibraryItem;
  let library = (await createLibrary(globalAdmin, 'Imported chemicals')).data!.createLibrarySchema;
  for (const field of [
    { fieldName: 'name', dataType: 'TEXT', required: true },
    { fieldName: 'cas', dataType: 'TEXT', unique: true },
    { fieldName: 'flash', dataType: 'NUMBER' },
    { fieldName: 'hazard', dataType: 'RELATION', relatesTo: withName.id },
  ]) {
    library = (await addField(globalAdmin, library.id, library.version, field)).data!.addLibraryField;
  }
  return { library, flammable };
}

describe('importLibraryItems', () => {
  it('creates the valid rows, rejects the others with their reasons, and updates by the unique field on a second import', async () => {
    // Prepare
    const { library, flammable } = await givenChemicals();
    const rows = [
      { name: 'Acetone', cas: '67-64-1', flash: '-20', hazard: flammable.id },
      { name: '', cas: '64-17-5', flash: '13', hazard: '' },
      { name: 'Ethanol', cas: '64-17-5', flash: 'hot', hazard: '' },
      { name: 'Toluene', cas: '108-88-3', flash: '4', hazard: 'no-such-item' },
      { name: 'Acetone again', cas: '67-64-1', flash: '', hazard: '' },
      { name: 'Methanol', cas: '67-56-1', flash: '11', hazard: '' },
    ];
    const preview = await importRows(globalAdmin, library.id, rows, true);
    const afterPreview = await fetchSchema(globalAdmin, library.id);

    // Act
    const first = await importRows(globalAdmin, library.id, rows);
    const second = await importRows(globalAdmin, library.id, [{ name: 'Acetone (reagent)', cas: '67-64-1 ', flash: '-18', hazard: '' }, { name: 'Xylene', cas: '1330-20-7', flash: '', hazard: '' }]);
    const refused = await importRows(staffOne, library.id, [{ name: 'Mine' }]);

    // Assess
    expect(preview.data!.importLibraryItems).toMatchObject({ created: 2, updated: 0, rejected: 4 });
    expect(afterPreview.data!.fetchSchema.itemCount).toBe(0);
    const result = first.data!.importLibraryItems;
    expect(result).toMatchObject({ created: 2, updated: 0, rejected: 4 });
    expect(result.results.map((row) => row.outcome)).toEqual(['CREATED', 'REJECTED', 'REJECTED', 'REJECTED', 'REJECTED', 'CREATED']);
    expect(result.results[1]!.errors).toEqual([{ fieldName: 'name', message: 'name is required' }]);
    expect(result.results[2]!.errors).toEqual([{ fieldName: 'flash', message: 'Enter a number' }]);
    expect(result.results[3]!.errors).toEqual([{ fieldName: 'hazard', message: 'No item no-such-item in the related library' }]);
    expect(result.results[4]!.errors).toEqual([{ fieldName: 'cas', message: 'cas "67-64-1" repeats row 1' }]);
    expect(second.data!.importLibraryItems).toMatchObject({ created: 1, updated: 1, rejected: 0 });
    expect(second.data!.importLibraryItems.results[0]!.itemId).toBe(result.results[0]!.itemId);
    const items = (await itemPage(globalAdmin, library.id)).data!.libraryItems.items;
    expect(items.map((item) => item.name).sort()).toEqual(['Acetone (reagent)', 'Methanol', 'Xylene']);
    expect(JSON.parse(items.find((item) => item.name === 'Acetone (reagent)')!.values)).toEqual({ name: 'Acetone (reagent)', cas: '67-64-1', flash: -18 });
    expect((await fetchSchema(globalAdmin, library.id)).data!.fetchSchema.itemCount).toBe(3);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it('refuses an empty batch and one of more than 100 rows', async () => {
    // Prepare
    const { library } = await givenChemicals();

    // Act
    const empty = await importRows(globalAdmin, library.id, []);
    const tooMany = await importRows(globalAdmin, library.id, Array.from({ length: 101 }, (_, index) => ({ name: `Item ${index}` })));

    // Assess
    expect(codesOf(empty)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(tooMany)).toEqual(['BAD_USER_INPUT']);
  });
});
