import { data, freshId, type Maker } from './fresh-support';

const schemaMutation = 'mutation ($input: CreateLibrarySchemaInput!) { createLibrarySchema(input: $input) { id version } }';
const fieldMutation = 'mutation ($input: LibraryFieldChangeInput!) { addLibraryField(input: $input) { id version } }';

/** A new DRAFT library with one unique text field `name` (version 2), as global.admin. */
async function library(admin: Parameters<Maker>[0]) {
  const created = await data<{ createLibrarySchema: { id: string } }>(admin, schemaMutation, { objectName: freshId('library') });
  const id = created.createLibrarySchema.id;
  await data(admin, fieldMutation, { libraryId: id, expectedVersion: 1, field: { fieldName: 'name', dataType: 'TEXT', unique: true } });
  return id;
}

/** A library of its own for the call, at its version. */
const ownLibrary: Maker = async (admin) => {
  const id = await library(admin);
  return { 'input.id': id, 'input.libraryId': id, 'input.expectedVersion': 2 };
};

/** A library with one item, for the call to change or remove. */
const ownItem: Maker = async (admin) => {
  const id = await library(admin);
  const item = await data<{ createLibraryItem: { id: string } }>(admin, 'mutation ($input: CreateLibraryItemInput!) { createLibraryItem(input: $input) { id } }', {
    libraryId: id,
    values: JSON.stringify({ name: freshId('item') }),
  });
  return { 'input.libraryId': id, 'input.itemId': item.createLibraryItem.id, 'input.expectedVersion': 1, 'input.values': JSON.stringify({ name: freshId('item') }) };
};

/** Library rows (issue 16): each call gets a library of its own, so a version check never meets another call's write. */
export const freshLibraries: Record<string, Maker> = {
  updateLibrarySchema: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.objectName': freshId('renamed') }),
  publishLibrarySchema: ownLibrary,
  deleteLibrarySchema: ownLibrary,
  addLibraryField: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.field': { fieldName: 'casNumber', dataType: 'TEXT' } }),
  updateLibraryField: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.field': { fieldName: 'name', dataType: 'TEXT', required: true } }),
  deleteLibraryField: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.fieldName': 'name' }),
  reorderLibraryFields: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.fieldNames': ['name'] }),
  createLibraryItem: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.values': JSON.stringify({ name: freshId('item') }) }),
  updateLibraryItem: ownItem,
  deleteLibraryItem: ownItem,
  importLibraryItems: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), 'input.rows': [JSON.stringify({ name: freshId('item') })] }),
};
