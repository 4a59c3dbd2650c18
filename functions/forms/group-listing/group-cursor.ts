import { z } from 'zod';
import type { GroupFormPosition } from '../../data/template-group-forms';
import { badUserInput } from '../../shared/errors';

/**
 * Where the next page of a template group's forms starts: after a form (its creation time and id, the group's
 * index order), having found `seen` forms the caller may view before it (the running total of callers who see
 * only some of the group's forms). Opaque to clients: base64url of a small JSON document naming its list.
 */
export interface GroupCursor {
  groupId: string;
  after: GroupFormPosition;
  seen: number;
}

const listTag = 'templateGroupForms';

const cursorSchema = z.object({
  l: z.literal(listTag),
  g: z.string().min(1).max(128),
  c: z.string().min(1).max(64),
  i: z.string().min(1).max(128),
  s: z.number().int().min(0).max(10_000_000),
});

/** The opaque text of a cursor. */
export function encodeGroupCursor(cursor: GroupCursor): string {
  const document: z.infer<typeof cursorSchema> = { l: listTag, g: cursor.groupId, c: cursor.after.createdDate, i: cursor.after.id, s: cursor.seen };
  return Buffer.from(JSON.stringify(document)).toString('base64url');
}

const invalid = () => badUserInput('cursor: not a cursor of this list (pass the nextCursor a page of this template group answered).');

/**
 * The cursor a client sent back, for the group it asks about: BAD_USER_INPUT when the text is not one of ours, or
 * was made for another list or another group (never a 500, never a read from another partition).
 */
export function decodeGroupCursor(text: string, groupId: string): GroupCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.g !== groupId) throw invalid();
  return { groupId, after: { createdDate: result.data.c, id: result.data.i }, seen: result.data.s };
}
