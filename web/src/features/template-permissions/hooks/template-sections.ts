import type { PermissionsPage, PermissionsTemplate } from '../api/permissions-template';

type Child = PermissionsPage['children'][number];

/** A section of a page (at any depth the query reaches), with its permissions. */
export type PermissionsSection = Extract<Child, { __typename: 'Section' }>;

function isSection(element: { __typename?: string }): element is PermissionsSection {
  return element.__typename === 'Section';
}

/** The sections of a page, depth first (a section before the sections inside it). */
export function sectionsOf(page: PermissionsPage): PermissionsSection[] {
  const found: PermissionsSection[] = [];
  const visit = (children: readonly { __typename?: string; children?: readonly unknown[] }[]) => {
    for (const child of children) {
      if (!isSection(child)) continue;
      found.push(child);
      visit((child as { children?: readonly { __typename?: string }[] }).children ?? []);
    }
  };
  visit(page.children);
  return found;
}

/** A page or section of a template by id, with its version and permissions. */
export function findPermissionTarget(template: PermissionsTemplate | null | undefined, elementId: string) {
  for (const page of template?.pages ?? []) {
    if (page.id === elementId) return { kind: 'page' as const, page };
    const section = sectionsOf(page).find((candidate) => candidate.id === elementId);
    if (section) return { kind: 'section' as const, section };
  }
  return undefined;
}
