import { z } from 'zod';
import { campusCodeSchema } from './campus-code';
import { nodeTypes } from '../roles/node-actions';
import { idSchema } from './forms';

/** The spec's message when no user was chosen for a role. */
export const selectUserMessage = 'Please select a user';

/** The fewest characters a user search needs. */
export const minSearchTermLength = 2;

const nodeTypeSchema = z.enum(nodeTypes);

/** A node of the role hierarchy; its id must be a plain id (global's is `platform`). */
export const nodeSchema = z.object({ nodeType: nodeTypeSchema, nodeId: idSchema });

/** The role name is checked on its own (checkRoleName) so its message reaches the caller word for word. */
export const createRoleInputSchema = nodeSchema.extend({
  roleName: z.string(),
  isProtected: z.boolean().nullish().transform((value) => value ?? false),
});

export const renameRoleInputSchema = z.object({ roleId: idSchema, roleName: z.string() });

export const deleteRoleInputSchema = z.object({ roleId: idSchema });

/** Add or remove a member. The user is checked on its own ('Please select a user'). */
export const roleMemberInputSchema = nodeSchema.extend({ roleId: idSchema, userId: z.string().nullish() });

const actionSchema = z.string().trim().min(1, 'An action is required').max(50, 'An action is at most 50 characters');

export const setPermissionsInputSchema = nodeSchema.extend({
  actions: z.array(actionSchema).min(1, 'Name at least one action').max(20, 'At most 20 actions'),
  permissions: z
    .array(z.object({ roleId: idSchema, action: actionSchema, allowed: z.boolean() }))
    .max(500, 'At most 500 permissions at once'),
});

export const permissionsArgsSchema = nodeSchema.extend({
  actions: z.array(actionSchema).min(1, 'Name at least one action').max(20, 'At most 20 actions'),
});

export const rolesArgsSchema = nodeSchema;

export const programRolesArgsSchema = z.object({ programId: idSchema });

export const userRolesArgsSchema = z.object({ userId: idSchema.nullish() });

export const searchUsersArgsSchema = z.object({
  searchTerm: z
    .string()
    .trim()
    .min(minSearchTermLength, `Enter at least ${minSearchTermLength} characters to search`)
    .max(100, 'A search is at most 100 characters'),
  campusCode: campusCodeSchema.nullish(),
});

/** The user of an add or remove, or the spec's message when none was chosen. */
export function checkSelectedUser(userId: string | null | undefined): { ok: true; userId: string } | { ok: false; message: string } {
  const parsed = idSchema.safeParse(userId ?? '');
  return parsed.success ? { ok: true, userId: parsed.data } : { ok: false, message: selectUserMessage };
}

/** rolePermissions takes nothing: it answers the caller's own roles. */
export const rolePermissionsArgsSchema = z.object({}).strict();
