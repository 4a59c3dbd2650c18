import { z } from 'zod';
import { decodeListCursor, encodeListCursor, type CursorScope } from '../paging/list-cursor';
import type { ExplorerFilter, ExplorerSort } from './row-query';

/**
 * Where the next page of the explorer starts. Pages in index order continue after a form (its creation time and
 * id) with the rows and forms counted so far; pages of a sort the index does not serve continue at an offset of
 * the sorted rows.
 */
export type ExplorerPosition =
  | { after: { createdDate: string; id: string }; matched: number; scanned: number }
  | { offset: number };

const positionSchema: z.ZodType<ExplorerPosition> = z.union([
  z.strictObject({ after: z.strictObject({ createdDate: z.string().max(40), id: z.string().max(200) }), matched: z.number().int().min(0), scanned: z.number().int().min(0) }),
  z.strictObject({ offset: z.number().int().min(0) }),
]);

/** 32-bit FNV-1a of a text, in base 36: names the query a cursor was made for without carrying it. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A cursor is good for one template group and one query (its sort and filters): another query refuses it. */
export function explorerCursorScope(templateGroupId: string, sort: ExplorerSort | null | undefined, filters: readonly ExplorerFilter[]): CursorScope {
  return { list: 'dataExplorer', scope: `${templateGroupId}:${fingerprint(JSON.stringify({ sort: sort ?? null, filters }))}` };
}

export const encodeExplorerCursor = (scope: CursorScope, position: ExplorerPosition) => encodeListCursor(scope, position);

export const decodeExplorerCursor = (cursor: string, scope: CursorScope) => decodeListCursor(cursor, scope, positionSchema);
