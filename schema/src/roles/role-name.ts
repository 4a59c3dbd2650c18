import { z } from 'zod';

/** The longest role name (spec: 1 to 50 characters). */
export const maxRoleNameLength = 50;

/** The spec's message for a blank role name. */
export const blankRoleNameMessage = 'String must contain at least 1 character(s)';

/** The message for a role name over the limit, in the same words as the blank one. */
export const longRoleNameMessage = `String must contain at most ${maxRoleNameLength} character(s)`;

/** A role name as entered: trimmed, then 1 to 50 characters (so a blank name is refused). */
export const roleNameSchema = z
  .string()
  .transform((name) => name.trim())
  .pipe(z.string().min(1, blankRoleNameMessage).max(maxRoleNameLength, longRoleNameMessage));

/** What makes two role names of one node the same name: trimmed, Unicode-normalised, lower case. */
export const roleNameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

/** The trimmed role name, or the exact message to show when it is not acceptable. */
export function checkRoleName(name: unknown): { ok: true; name: string } | { ok: false; message: string } {
  const result = roleNameSchema.safeParse(typeof name === 'string' ? name : '');
  if (result.success) return { ok: true, name: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? blankRoleNameMessage };
}
