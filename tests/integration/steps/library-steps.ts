import type { ApiClient } from '../support/local-api';

/** What the library tests read of SchemaData. */
export interface Schema {
  id: string;
  objectName: string;
  status: string;
  libraryType: string | null;
  version: number;
  itemCount: number;
  fieldArraySchema: Array<{ fieldName: string; dataType: string; displayOrder: number; unique: boolean }>;
  permissions: { canConfigure: boolean; canEditItems: boolean };
}

export interface Item {
  id: string;
  name: string;
  values: string;
  version: number;
}

const schemaFields = 'id objectName status libraryType version itemCount fieldArraySchema { fieldName dataType displayOrder unique } permissions { canConfigure canEditItems }';
const itemFields = 'id name values version';

export const createLibrary = (client: ApiClient, objectName: string, libraryType: string | null = null) =>
  client.graphql<{ createLibrarySchema: Schema }>(`mutation C($input: CreateLibrarySchemaInput!) { createLibrarySchema(input: $input) { ${schemaFields} } }`, {
    input: { objectName, libraryType },
  });

export const fetchSchema = (client: ApiClient, id: string) =>
  client.graphql<{ fetchSchema: Schema }>(`query F($id: ID!) { fetchSchema(id: $id) { ${schemaFields} } }`, { id });

export const addField = (client: ApiClient, libraryId: string, expectedVersion: number, field: Record<string, unknown>) =>
  client.graphql<{ addLibraryField: Schema }>(`mutation A($input: LibraryFieldChangeInput!) { addLibraryField(input: $input) { ${schemaFields} } }`, {
    input: { libraryId, expectedVersion, field },
  });

export const publishLibrary = (client: ApiClient, id: string, expectedVersion: number) =>
  client.graphql<{ publishLibrarySchema: Schema }>(`mutation P($input: LibraryVersionInput!) { publishLibrarySchema(input: $input) { ${schemaFields} } }`, {
    input: { id, expectedVersion },
  });

export const deleteLibrary = (client: ApiClient, id: string, expectedVersion: number) =>
  client.graphql<{ deleteLibrarySchema: { id: string } }>('mutation D($input: LibraryVersionInput!) { deleteLibrarySchema(input: $input) { id } }', {
    input: { id, expectedVersion },
  });

export const createItem = (client: ApiClient, libraryId: string, values: Record<string, unknown>) =>
  client.graphql<{ createLibraryItem: Item }>(`mutation I($input: CreateLibraryItemInput!) { createLibraryItem(input: $input) { ${itemFields} } }`, {
    input: { libraryId, values: JSON.stringify(values) },
  });

export const updateItem = (client: ApiClient, libraryId: string, itemId: string, expectedVersion: number, values: Record<string, unknown>) =>
  client.graphql<{ updateLibraryItem: Item }>(`mutation U($input: UpdateLibraryItemInput!) { updateLibraryItem(input: $input) { ${itemFields} } }`, {
    input: { libraryId, itemId, expectedVersion, values: JSON.stringify(values) },
  });

export const deleteItem = (client: ApiClient, libraryId: string, itemId: string, expectedVersion: number) =>
  client.graphql<{ deleteLibraryItem: { id: string } }>('mutation X($input: DeleteLibraryItemInput!) { deleteLibraryItem(input: $input) { id } }', {
    input: { libraryId, itemId, expectedVersion },
  });

export const itemPage = (client: ApiClient, libraryId: string, options: { searchTerm?: string; limit?: number; cursor?: string | null } = {}) =>
  client.graphql<{ libraryItems: { items: Item[]; totalRecordCount: number | null; cursor: string | null } }>(
    `query L($libraryId: ID!, $searchTerm: String, $limit: Int, $cursor: String) {
      libraryItems(libraryId: $libraryId, searchTerm: $searchTerm, limit: $limit, cursor: $cursor) { items { ${itemFields} } totalRecordCount cursor }
    }`,
    { libraryId, ...options },
  );

/** A published library with a required unique text field `name` and a number field `flashPoint`. */
export async function givenPublishedLibrary(admin: ApiClient, objectName: string): Promise<Schema> {
  const created = (await createLibrary(admin, objectName, 'CHEMICAL')).data!.createLibrarySchema;
  const named = (await addField(admin, created.id, created.version, { fieldName: 'name', dataType: 'TEXT', required: true, unique: true })).data!.addLibraryField;
  const numbered = (await addField(admin, created.id, named.version, { fieldName: 'flashPoint', dataType: 'NUMBER' })).data!.addLibraryField;
  return (await publishLibrary(admin, created.id, numbered.version)).data!.publishLibrarySchema;
}
