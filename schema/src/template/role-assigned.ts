/**
 * A search question's roleAssigned (spec: "Person search also has roleAssigned"): the document role its
 * roleAssignedId names, resolved against the template version's own roles (rolesV2) so the builder and the form
 * can name it. Derived on every read, never stored: renaming the role renames it here, removing it gives null.
 */

/** A document role of a template version (rolesV2). */
export interface DocumentRoleRef {
  id: string;
  name: string;
}

/** The role `roleAssignedId` names among `roles`; null when there is no id or no such role any more. */
export function roleAssignedOf(roleAssignedId: string | null | undefined, roles: readonly DocumentRoleRef[]): DocumentRoleRef | null {
  if (!roleAssignedId) return null;
  const role = roles.find((candidate) => candidate.id === roleAssignedId);
  return role ? { id: role.id, name: role.name } : null;
}

type ElementRecord = Record<string, unknown>;

const nestedLists = ['children', 'questions'] as const;

/**
 * The pages (or any elements) with each search question's roleAssigned filled in, at every depth (sections,
 * repeatable sections, table columns). Other elements are returned as they were.
 */
export function withRolesAssigned<T extends ElementRecord>(elements: readonly T[], roles: readonly DocumentRoleRef[]): T[] {
  return elements.map((element) => {
    const resolved: ElementRecord = { ...element };
    if (element.__typename === 'SearchQuestion') resolved.roleAssigned = roleAssignedOf(element.roleAssignedId as string | null | undefined, roles);
    for (const list of nestedLists) {
      const nested = element[list];
      if (Array.isArray(nested)) resolved[list] = withRolesAssigned(nested as ElementRecord[], roles);
    }
    return resolved as T;
  });
}
