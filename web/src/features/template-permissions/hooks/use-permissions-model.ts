import { formActions } from '@schema/template/form-actions';
import { formStatuses } from '@schema/template/form-statuses';
import type { Scope } from '@/gql/graphql';
import { usePermissionRoles } from '../api/permission-roles';
import { usePermissionsTemplate, type PermissionsTemplate } from '../api/permissions-template';
import { sectionsOf } from './template-sections';

/** A role permissions are given to: a role of the template's program (or campus), or one of its form roles. */
export interface PermissionRole {
  id: string;
  name: string;
  source: 'level' | 'form';
}

/** Every status id a template's permissions name, so a stored tick in an unknown status still shows. */
function namedStatuses(template: PermissionsTemplate): string[] {
  const pages = template.pages;
  return [
    ...template.permissions.flatMap((entry) => entry.statuses),
    ...pages.flatMap((page) => page.permissions.flatMap((entry) => entry.canViewInStatuses)),
    ...pages.flatMap(sectionsOf).flatMap((section) => section.permissions.flatMap((entry) => [...entry.canViewWhen, ...entry.canUpdateWhen].map((status) => status.id))),
  ];
}

/** What the permissions and comments tabs work from: the template, its roles, form actions and statuses. */
export function usePermissionsModel(templateId: string) {
  const templateQuery = usePermissionsTemplate(templateId);
  const template = templateQuery.data?.templateById ?? undefined;
  const rolesQuery = usePermissionRoles(template);
  const levelRoles: PermissionRole[] = (rolesQuery.data?.roles ?? []).map((role) => ({ id: role.id, name: role.name, source: 'level' }));
  const formRoles: PermissionRole[] = (template?.rolesV2 ?? []).map((role) => ({ id: role.id, name: role.name, source: 'form' }));
  const scope: Scope = template?.programId ? 'program' : 'campus';
  return {
    templateQuery,
    rolesQuery,
    template,
    levelRoles,
    roles: [...levelRoles, ...formRoles],
    statuses: template ? formStatuses(namedStatuses(template)) : formStatuses(),
    actions: formActions(template?.actionSettings ?? []),
    scope,
    isDraft: template?.status === 'DRAFT',
    reload: () => templateQuery.refetch(),
  };
}

/** The model of {@link usePermissionsModel} once its template has loaded. */
export type PermissionsModel = ReturnType<typeof usePermissionsModel> & { template: PermissionsTemplate };
