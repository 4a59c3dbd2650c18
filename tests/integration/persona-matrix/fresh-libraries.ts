import { data, freshId, type Maker } from './fresh-support';

const schemaMutation = 'mutation ($input: CreateLibrarySchemaInput!) { createLibrarySchema(input: $input) { id version } }';
const fieldMutation = 'mutation ($input: LibraryFieldChangeInput!) { addLibraryField(input: $input) { id version } }';

const grantMutation = 'mutation ($input: LibraryGrantInput!) { grantLibraryAccess(input: $input) { access } }';

/** The grant the libroles16 rows make or take back. */
const staffTwoEditor = { 'input.access': 'EDITOR', 'input.granteeKind': 'USER', 'input.granteeId': 'user-staff-two' };

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
  // libroles16: staff.two made an editor of a library of the call's own, or (to revoke) already one.
  grantLibraryAccess: async (admin, fx) => ({ ...(await ownLibrary(admin, fx)), ...staffTwoEditor }),
  revokeLibraryAccess: async (admin, fx) => {
    const own = await ownLibrary(admin, fx);
    await data(admin, grantMutation, { libraryId: own['input.libraryId'], access: 'EDITOR', granteeKind: 'USER', granteeId: 'user-staff-two' });
    return { ...own, ...staffTwoEditor };
  },
};
