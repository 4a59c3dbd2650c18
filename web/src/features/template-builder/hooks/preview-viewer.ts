import { ownerRoleId, type ElementViewer } from '@schema/forms/element-access';
import { formStatuses, type FormStatus } from '@schema/template/form-statuses';
import type { Choice } from './panel-choices';

/** Who the preview shows the form to: one of {@link previewRoleChoices} and a status id. */
export interface PreviewAs {
  roleId: string;
  status: string;
}

/** The preview's role that sees every page and section (an admin of the program or campus). */
export const everyElementRoleId = '*';
/** The preview's role that holds no form role: only pages and sections without permissions show. */
export const noRoleId = '-';

/** The preview's starting point: an admin's view of a draft form, so nothing is hidden until the author asks. */
export const defaultPreviewAs: PreviewAs = { roleId: everyElementRoleId, status: 'draft' };

/** The roles the preview can show the form as: an admin, the owner, each document role, and no role. */
export function previewRoleChoices(roles: ReadonlyArray<{ id: string; name: string }>): Choice[] {
  return [
    { id: everyElementRoleId, label: 'Admin: sees everything' },
    { id: ownerRoleId, label: 'Owner' },
    ...roles.filter((role) => role.id !== ownerRoleId).map((role) => ({ id: role.id, label: role.name })),
    { id: noRoleId, label: 'No form role' },
  ];
}

interface PermissionedPage {
  permissions?: ReadonlyArray<{ canViewInStatuses: readonly string[] }> | null;
  children: readonly unknown[];
}

function namedStatuses(pages: readonly PermissionedPage[]): Set<string> {
  const named = new Set<string>();
  const visit = (children: readonly unknown[]) => {
    for (const child of children as ReadonlyArray<{ permissions?: unknown; children?: readonly unknown[] }>) {
      const permissions = (child.permissions ?? []) as ReadonlyArray<{ canViewWhen?: Array<{ id: string }>; canUpdateWhen?: Array<{ id: string }> }>;
      for (const entry of permissions) [...(entry.canViewWhen ?? []), ...(entry.canUpdateWhen ?? [])].forEach((status) => named.add(status.id));
      if (child.children) visit(child.children);
    }
  };
  for (const page of pages) {
    for (const entry of page.permissions ?? []) entry.canViewInStatuses.forEach((status) => named.add(status));
    visit(page.children);
  }
  return named;
}

/** The statuses the preview offers: the default ones and any other that a page or section permission names. */
export function previewStatusChoices(pages: readonly PermissionedPage[]): FormStatus[] {
  return formStatuses(namedStatuses(pages));
}

/** The viewer the page and section permissions are applied for. */
export function viewerOf({ roleId, status }: PreviewAs): ElementViewer {
  if (roleId === everyElementRoleId) return { status, roleIds: [], allElements: true };
  return { status, roleIds: roleId === noRoleId ? [] : [roleId], allElements: false };
}

/** The page (by id) that holds the element `id` at any depth, the page itself for a page; null when none does. */
export function pageOfElement(pages: ReadonlyArray<{ id: string; children: readonly unknown[] }>, id: string | null): string | null {
  if (!id) return null;
  const holds = (children: readonly unknown[]): boolean =>
    (children as ReadonlyArray<{ id: string; children?: readonly unknown[]; questions?: readonly unknown[] }>).some(
      (child) => child.id === id || holds(child.children ?? []) || holds(child.questions ?? []),
    );
  return pages.find((page) => page.id === id || holds(page.children))?.id ?? null;
}
