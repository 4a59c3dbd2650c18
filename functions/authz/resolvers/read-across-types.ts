import type { Page, ReadFilter, ReadResult } from '../engine/types';

/** Where a read across types stopped: the type's index and that type's own continuation token. */
interface Cursor {
  type: number;
  token?: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor of a token this module issued; a token of any other shape starts at the first type. */
function decodeCursor(token: string | undefined): Cursor {
  if (!token) return { type: 0 };
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString()) as Partial<Cursor>;
    const type = typeof parsed.type === 'number' && Number.isInteger(parsed.type) && parsed.type >= 0 ? parsed.type : 0;
    return typeof parsed.token === 'string' ? { type, token: parsed.token } : { type };
  } catch {
    return { type: 0 };
  }
}

/**
 * OpenFGA's Read needs an object type when a user is given ("type:" reads every object of the type). Reading by
 * user alone (and relation) therefore reads each of the model's object types in turn, one page at most
 * `pageSize` tuples, with a continuation token that remembers the type and that type's own token.
 */
export async function readAcrossTypes(
  read: (filter: ReadFilter, page: Page) => Promise<ReadResult>,
  objectTypes: readonly string[],
  filter: { user: string; relation?: string },
  page: { pageSize: number; continuationToken?: string },
): Promise<ReadResult> {
  const tuples: ReadResult['tuples'] = [];
  let cursor = decodeCursor(page.continuationToken);
  while (cursor.type < objectTypes.length && tuples.length < page.pageSize) {
    const result = await read(
      { ...filter, object: `${objectTypes[cursor.type]}:` },
      { pageSize: page.pageSize - tuples.length, ...(cursor.token ? { continuationToken: cursor.token } : {}) },
    );
    tuples.push(...result.tuples);
    cursor = result.continuationToken ? { type: cursor.type, token: result.continuationToken } : { type: cursor.type + 1 };
  }
  return { tuples, ...(cursor.type < objectTypes.length ? { continuationToken: encodeCursor(cursor) } : {}) };
}

/** The object types of a model (OpenFGA's JSON): those with relations, the only ones tuples can name as objects. */
export function objectTypesOf(model: unknown): string[] {
  const definitions = (model as { type_definitions?: Array<{ type: string; relations?: Record<string, unknown> }> }).type_definitions ?? [];
  return definitions.filter((definition) => Object.keys(definition.relations ?? {}).length > 0).map((definition) => definition.type);
}
