import type { FormStatus } from '@schema/template/form-statuses';
import type { Scope, TemplateGroupAction } from '@/gql/graphql';

/** A status ticked or unticked in a list of status ids. */
export function withStatus(statuses: readonly string[], statusId: string, checked: boolean): string[] {
  const rest = statuses.filter((id) => id !== statusId);
  return checked ? [...rest, statusId] : rest;
}

/** One entry of a template group's permissions table. */
export interface GroupEntry {
  roleId: string;
  action: TemplateGroupAction;
  statuses: readonly string[];
}

/**
 * The whole group table after one tick: view and update keep their statuses (an entry with none left is
 * dropped); start has none and is present or not.
 */
export function groupTableWith(table: readonly GroupEntry[], change: { roleId: string; action: TemplateGroupAction; statusId?: string; checked: boolean }): GroupEntry[] {
  const entries = table.map(({ roleId, action, statuses }) => ({ roleId, action, statuses: [...statuses] }));
  const index = entries.findIndex((entry) => entry.roleId === change.roleId && entry.action === change.action);
  const current = index >= 0 ? entries[index]! : undefined;
  const statuses = change.action === 'start' ? [] : withStatus(current?.statuses ?? [], change.statusId ?? '', change.checked);
  const keep = change.action === 'start' ? change.checked : statuses.length > 0;
  const entry = { roleId: change.roleId, action: change.action, statuses };
  if (index >= 0) return keep ? entries.map((other, at) => (at === index ? entry : other)) : entries.filter((_, at) => at !== index);
  return keep ? [...entries, entry] : entries;
}

/** Whether a group table entry grants an action (in a status, for view and update). */
export function groupAllows(table: readonly GroupEntry[], roleId: string, action: TemplateGroupAction, statusId?: string): boolean {
  const entry = table.find((candidate) => candidate.roleId === roleId && candidate.action === action);
  return !!entry && (action === 'start' || entry.statuses.includes(statusId ?? ''));
}

/** A page permission as stored. */
export interface PagePermissionEntry {
  roleId: string;
  scope: Scope;
  canViewInStatuses: readonly string[];
}

/** A page's permissions after one tick: a role left with no status is dropped. */
export function pagePermissionsWith(permissions: readonly PagePermissionEntry[], change: { roleId: string; scope: Scope; statusId: string; checked: boolean }): PagePermissionEntry[] {
  const current = permissions.find((entry) => entry.roleId === change.roleId);
  const statuses = withStatus(current?.canViewInStatuses ?? [], change.statusId, change.checked);
  const others = permissions.filter((entry) => entry.roleId !== change.roleId).map(({ roleId, scope, canViewInStatuses }) => ({ roleId, scope, canViewInStatuses }));
  return statuses.length > 0 ? [...others, { roleId: change.roleId, scope: current?.scope ?? change.scope, canViewInStatuses: statuses }] : others;
}

/** A section permission as stored. */
export interface SectionPermissionEntry {
  roleId: string;
  scope: Scope;
  canViewWhen: readonly FormStatus[];
  canUpdateWhen: readonly FormStatus[];
}

const refs = (statuses: readonly FormStatus[]) => statuses.map(({ id, label }) => ({ id, label }));

/** A section's permissions after one tick of view or update in a status: a role left with neither is dropped. */
export function sectionPermissionsWith(
  permissions: readonly SectionPermissionEntry[],
  change: { roleId: string; scope: Scope; kind: 'view' | 'update'; status: FormStatus; checked: boolean },
): SectionPermissionEntry[] {
  const current = permissions.find((entry) => entry.roleId === change.roleId);
  const field = change.kind === 'view' ? 'canViewWhen' : 'canUpdateWhen';
  const list = (current?.[field] ?? []).filter((status) => status.id !== change.status.id);
  const entry = {
    roleId: change.roleId,
    scope: current?.scope ?? change.scope,
    canViewWhen: refs(current?.canViewWhen ?? []),
    canUpdateWhen: refs(current?.canUpdateWhen ?? []),
    [field]: refs(change.checked ? [...list, change.status] : list),
  };
  const others = permissions.filter((other) => other.roleId !== change.roleId).map((other) => ({ ...other, canViewWhen: refs(other.canViewWhen), canUpdateWhen: refs(other.canUpdateWhen) }));
  return entry.canViewWhen.length + entry.canUpdateWhen.length > 0 ? [...others, entry] : others;
}
