import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import {
  addField,
  createItem,
  createLibrary,
  deleteItem,
  deleteLibrary,
  fetchSchema,
  givenPublishedLibrary,
  itemPage,
  publishLibrary,
  updateItem,
} from './steps/library-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let globalAdmin: ApiClient;
let programAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  globalAdmin = await signIn(stack.url, 'global.admin');
  programAdmin = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

const searchLibraryItems = (client: ApiClient, schemaId: string, searchTerm: string) =>
  client.graphql<{ searchLibraryItems: Array<{ id: string; name: string; fields: string }> }>(
    'query S($schemaId: ID!, $searchTerm: String!) { searchLibraryItems(schemaId: $schemaId, searchTerm: $searchTerm) { id name fields } }',
    { schemaId, searchTerm },
  );

const searchV2 = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ searchLibrariesV2: { results: Array<{ id: string; objectName: string; status: string }>; count: number; pageNumber: number; totalRecordCount: number; cursor: string | null } }>(
    'query V($input: SearchLibrariesInput!) { searchLibrariesV2(input: $input) { results { id objectName status } count pageNumber totalRecordCount cursor } }',
    { input },
  );

describe('library schemas', () => {
  it('is built in DRAFT by a holder of can_create_library, published by its admin, then read by everyone', async () => {
    // Prepare
    const created = await createLibrary(globalAdmin, 'Solvents register', 'CHEMICAL');
    const draft = created.data!.createLibrarySchema;
    const refusedCreate = await createLibrary(programAdmin, 'Not mine');
    const staffBeforePublish = await fetchSchema(staffOne, draft.id);
    const emptyPublish = await publishLibrary(globalAdmin, draft.id, draft.version);
    const refusedField = await addField(programAdmin, draft.id, draft.version, { fieldName: 'name', dataType: 'TEXT' });

    // Act
    const named = await addField(globalAdmin, draft.id, draft.version, { fieldName: 'name', dataType: 'TEXT', required: true, unique: true });
    const stale = await addField(globalAdmin, draft.id, draft.version, { fieldName: 'grade', dataType: 'TEXT' });
    const picked = await addField(globalAdmin, draft.id, named.data!.addLibraryField.version, {
      fieldName: 'grade',
      dataType: 'PICK_LIST',
      pickListSelection: [{ label: 'Reagent', value: 'reagent' }, { label: 'Technical', value: 'technical' }],
    });
    const published = await publishLibrary(globalAdmin, draft.id, picked.data!.addLibraryField.version);
    const staffAfterPublish = await fetchSchema(staffOne, draft.id);

    // Assess
    expect(draft).toMatchObject({ objectName: 'Solvents register', status: 'DRAFT', libraryType: 'CHEMICAL', version: 1, permissions: { canConfigure: true, canEditItems: true } });
    expect(codesOf(refusedCreate)).toEqual(['FORBIDDEN']);
    expect(codesOf(staffBeforePublish)).toEqual(['FORBIDDEN']);
    expect(codesOf(emptyPublish)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(refusedField)).toEqual(['FORBIDDEN']);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(published.data!.publishLibrarySchema.status).toBe('PUBLISHED');
    expect(staffAfterPublish.data!.fetchSchema).toMatchObject({
      status: 'PUBLISHED',
      fieldArraySchema: [
        { fieldName: 'name', dataType: 'TEXT', displayOrder: 0, unique: true },
        { fieldName: 'grade', dataType: 'PICK_LIST', displayOrder: 1, unique: false },
      ],
      permissions: { canConfigure: false, canEditItems: false },
    });
  });

  it('lists published libraries to everyone and drafts to library managers, with counts and page numbers', async () => {
    // Prepare
    await givenPublishedLibrary(globalAdmin, 'Zz list published');
    await createLibrary(globalAdmin, 'Zz list draft');

    // Act
    const managerDrafts = await searchV2(globalAdmin, { searchTerm: 'zz list', status: 'DRAFT' });
    const managerAll = await searchV2(globalAdmin, { searchTerm: 'Zz list', limit: 1 });
    const managerNext = await searchV2(globalAdmin, { searchTerm: 'Zz list', limit: 1, cursor: managerAll.data!.searchLibrariesV2.cursor });
    const staffAll = await searchV2(staffOne, { searchTerm: 'zz list' });
    const staffDrafts = await searchV2(staffOne, { searchTerm: 'zz list', status: 'DRAFT' });
    const garbage = await searchV2(staffOne, { cursor: 'not-a-cursor' });

    // Assess
    expect(managerDrafts.data!.searchLibrariesV2.results.map((l) => l.objectName)).toEqual(['Zz list draft']);
    expect(managerAll.data!.searchLibrariesV2).toMatchObject({ count: 1, pageNumber: 1, totalRecordCount: 2, results: [{ objectName: 'Zz list draft' }] });
    expect(managerNext.data!.searchLibrariesV2).toMatchObject({ count: 1, pageNumber: 2, totalRecordCount: 2, results: [{ objectName: 'Zz list published' }] });
    expect(staffAll.data!.searchLibrariesV2).toMatchObject({ count: 1, totalRecordCount: 1, results: [{ objectName: 'Zz list published', status: 'PUBLISHED' }] });
    expect(staffDrafts.data!.searchLibrariesV2.results).toEqual([]);
    expect(codesOf(garbage)).toEqual(['BAD_USER_INPUT']);
  });

  it('lists a renamed library under its new name and a retyped one under its new type', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Zz rename before');
    await givenPublishedLibrary(globalAdmin, 'Zz rename other');

    // Act
    const changed = await globalAdmin.graphql<{ updateLibrarySchema: { version: number } }>(
      'mutation U($input: UpdateLibrarySchemaInput!) { updateLibrarySchema(input: $input) { version } }',
      { input: { id: library.id, expectedVersion: library.version, objectName: 'Zz renamed after', libraryType: 'PESTICIDE' } },
    );
    const byOldName = await searchV2(staffOne, { searchTerm: 'zz rename before' });
    const byNewName = await searchV2(staffOne, { searchTerm: 'zz renamed', libraryType: 'PESTICIDE' });
    const asChemical = await searchV2(staffOne, { searchTerm: 'zz renamed', libraryType: 'CHEMICAL' });
    const otherListsCursor = await searchV2(staffOne, { searchTerm: 'zz', limit: 1 });
    const foreign = await searchV2(staffOne, { searchTerm: 'zz', libraryType: 'PESTICIDE', cursor: otherListsCursor.data!.searchLibrariesV2.cursor });

    // Assess
    expect(changed.errors).toBeUndefined();
    expect(byOldName.data!.searchLibrariesV2.results).toEqual([]);
    expect(byNewName.data!.searchLibrariesV2).toMatchObject({ totalRecordCount: 1, results: [{ id: library.id, objectName: 'Zz renamed after' }] });
    expect(asChemical.data!.searchLibrariesV2.results).toEqual([]);
    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
  });

  it('is gone for everyone once deleted, its not-found message naming the id', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Short-lived');
    await createItem(globalAdmin, library.id, { name: 'Acetone' });

    // Act
    const refused = await deleteLibrary(programAdmin, library.id, library.version);
    const deleted = await deleteLibrary(globalAdmin, library.id, library.version);
    const after = await fetchSchema(globalAdmin, library.id);

    // Assess
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(deleted.data!.deleteLibrarySchema.id).toBe(library.id);
    expect(codesOf(after)).toEqual(['NOT_FOUND']);
    expect(after.errors![0]!.message).toBe(`Library ${library.id} was not found.`);
  });
});

describe('library items', () => {
  it('stores valid items, names each refused value, and counts items with a counter', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Flammables');

    // Act
    const acetone = await createItem(globalAdmin, library.id, { name: 'Acetone', flashPoint: '-20' });
    const bad = await createItem(globalAdmin, library.id, { flashPoint: 'hot', colour: 'blue' });
    const refused = await createItem(staffOne, library.id, { name: 'Ethanol' });
    const schema = await fetchSchema(staffOne, library.id);

    // Assess
    expect(acetone.data!.createLibraryItem).toMatchObject({ name: 'Acetone', values: JSON.stringify({ name: 'Acetone', flashPoint: -20 }), version: 1 });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(detailsOf<{ problems: Array<{ path: string }> }>(bad)?.problems.map((problem) => problem.path)).toEqual(['values.colour', 'values.name', 'values.flashPoint']);
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    expect(schema.data!.fetchSchema.itemCount).toBe(1);
  });

  it('keeps a unique value to one item, also when two people add it at once, and frees it when the item goes', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Unique names');
    const first = (await createItem(globalAdmin, library.id, { name: 'Methanol' })).data!.createLibraryItem;

    // Act
    const sameInOtherCase = await createItem(globalAdmin, library.id, { name: ' METHANOL ' });
    const racing = await Promise.all([createItem(globalAdmin, library.id, { name: 'Toluene' }), createItem(globalAdmin, library.id, { name: 'toluene' })]);
    const removed = await deleteItem(globalAdmin, library.id, first.id, first.version);
    const again = await createItem(globalAdmin, library.id, { name: 'Methanol' });
    const schema = await fetchSchema(globalAdmin, library.id);

    // Assess
    expect(codesOf(sameInOtherCase)).toEqual(['CONFLICT']);
    expect(racing.map((answer) => codesOf(answer)).sort()).toEqual([[], ['CONFLICT']]);
    expect(removed.data!.deleteLibraryItem.id).toBe(first.id);
    expect(again.errors).toBeUndefined();
    expect(schema.data!.fetchSchema.itemCount).toBe(2);
  });

  it('updates an item at its version only, moving its unique value', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Renames');
    const item = (await createItem(globalAdmin, library.id, { name: 'Xylene' })).data!.createLibraryItem;

    // Act
    const renamed = await updateItem(globalAdmin, library.id, item.id, item.version, { name: 'Xylenes', flashPoint: 27 });
    const stale = await updateItem(globalAdmin, library.id, item.id, item.version, { name: 'Other' });
    const oldNameFree = await createItem(globalAdmin, library.id, { name: 'Xylene' });

    // Assess
    expect(renamed.data!.updateLibraryItem).toMatchObject({ name: 'Xylenes', version: 2 });
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect(oldNameFree.errors).toBeUndefined();
  });

  it('pages items by name with a cursor and finds them by the start of their name', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Paged');
    for (const name of ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo']) await createItem(globalAdmin, library.id, { name });

    // Act
    const first = await itemPage(staffOne, library.id, { limit: 2 });
    const second = await itemPage(staffOne, library.id, { limit: 2, cursor: first.data!.libraryItems.cursor });
    const third = await itemPage(staffOne, library.id, { limit: 2, cursor: second.data!.libraryItems.cursor });
    const found = await itemPage(staffOne, library.id, { searchTerm: 'CH' });

    // Assess
    expect(first.data!.libraryItems.items.map((item) => item.name)).toEqual(['alpha', 'Bravo']);
    expect(first.data!.libraryItems.totalRecordCount).toBe(5);
    expect(second.data!.libraryItems.items.map((item) => item.name)).toEqual(['Charlie', 'Delta']);
    expect(third.data!.libraryItems.items.map((item) => item.name)).toEqual(['Echo']);
    expect(third.data!.libraryItems.cursor).toBeNull();
    expect(found.data!.libraryItems).toMatchObject({ items: [{ name: 'Charlie' }], totalRecordCount: null });
  });

  it('feeds library search questions once published, and nothing while in DRAFT', async () => {
    // Prepare
    const library = await givenPublishedLibrary(globalAdmin, 'Searchable');
    await createItem(globalAdmin, library.id, { name: 'Benzene', flashPoint: -11 });
    const draft = (await createLibrary(globalAdmin, 'Draft searchable')).data!.createLibrarySchema;

    // Act
    const found = await searchLibraryItems(staffOne, library.id, 'benz');
    const fromDraft = await searchLibraryItems(staffOne, draft.id, '');

    // Assess
    expect(found.data!.searchLibraryItems).toEqual([{ id: expect.any(String), name: 'Benzene', fields: JSON.stringify({ flashPoint: -11 }) }]);
    expect(fromDraft.data!.searchLibraryItems).toEqual([]);
  });
});
