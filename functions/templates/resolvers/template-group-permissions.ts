import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import {
  updateTemplateGroupPermissionsInputSchema,
  type TemplateGroupPermissionEntry,
} from '../../../schema/src/inputs/template-group-permissions';
import { ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import type { StoredTuple, TupleKey } from '../../authz/engine/types';
import { authorization } from '../../authz/service';
import { findRole } from '../../data/roles-repository';
import { findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanEdit } from '../template-access';
import { templateGroupObject } from '../template-tuples';

// A template group's role permissions are tuples on the group: role:{id}#member viewer/editor (with
// status_in) and can_start. The table is read back from them, never stored twice.

const relationOf = { view: 'viewer', update: 'editor', start: 'can_start' } as const;
const actionOf: Record<string, TemplateGroupPermissionEntry['action']> = { viewer: 'view', editor: 'update', can_start: 'start' };
const roleUser = /^role:(.+)#member$/;

function tupleOf(group: string, entry: TemplateGroupPermissionEntry): TupleKey {
  const tuple: TupleKey = { user: `role:${entry.roleId}#member`, relation: relationOf[entry.action], object: group };
  return entry.action === 'start' ? tuple : { ...tuple, condition: { name: 'status_in', context: { statuses: entry.statuses } } };
}

/** The role tuples of a group (every page of them). */
async function roleTuples(group: string): Promise<TupleKey[]> {
  const keys: TupleKey[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await authorization().read({ object: group }, { pageSize: 100, ...(continuationToken ? { continuationToken } : {}) });
    keys.push(...page.tuples.map((tuple: StoredTuple) => tuple.key));
    continuationToken = page.continuationToken || undefined;
  } while (continuationToken);
  return keys.filter((key) => roleUser.test(key.user) && key.relation in actionOf);
}

function entryOf(key: TupleKey): TemplateGroupPermissionEntry {
  const statuses = (key.condition?.context as { statuses?: string[] } | undefined)?.statuses ?? [];
  return { roleId: roleUser.exec(key.user)![1]!, action: actionOf[key.relation]!, statuses };
}

const sameTuple = (a: TupleKey, b: TupleKey) =>
  a.user === b.user && a.relation === b.relation && JSON.stringify(a.condition ?? null) === JSON.stringify(b.condition ?? null);

async function editableGroup(caller: Caller, groupId: string) {
  if (!(await findTemplateGroup(groupId))) throw notFound('Template', groupId);
  await assertCanEdit(caller, groupId);
  return templateGroupObject(groupId);
}

/** The role permissions of a group, by role and action, for its authors. */
export async function templateGroupPermissions(caller: Caller, args: unknown) {
  const { templateGroupId } = parseInput(z.object({ templateGroupId: idSchema }), args);
  return (await roleTuples(await editableGroup(caller, templateGroupId))).map(entryOf);
}

/**
 * Sets the group's whole permissions table: deletes the tuples not asked for (or asked for with other
 * statuses) and writes the missing ones, each tolerant of the same change made concurrently.
 */
export async function updateTemplateGroupPermissions(caller: Caller, args: { input?: unknown }) {
  const { templateGroupId, permissions } = parseInput(updateTemplateGroupPermissionsInputSchema, args.input);
  const group = await editableGroup(caller, templateGroupId);
  for (const roleId of new Set(permissions.map((entry) => entry.roleId))) {
    const role = await findRole(roleId);
    if (!role || role.deletingAt) throw notFound('Role', roleId);
  }
  const wanted = permissions.map((entry) => tupleOf(group, entry));
  const stored = await roleTuples(group);
  await removeTuples(authorization(), stored.filter((key) => !wanted.some((want) => sameTuple(want, key))));
  await ensureTuples(authorization(), wanted.filter((want) => !stored.some((key) => sameTuple(want, key))));
  return (await roleTuples(group)).map(entryOf);
}
