import { ownerRoleId, ungrantedActions } from '@schema/forms/available-actions';
import { formActions } from '@schema/template/form-actions';
import { formStatuses } from '@schema/template/form-statuses';
import { workflowCatalogue } from '@schema/workflow/catalogue';
import type { Workflow } from '@schema/workflow/model';
import type { Scope } from '@/gql/graphql';
import { usePermissionRoles } from '../api/permission-roles';
import { usePermissionsTemplate, type PermissionsTemplate } from '../api/permissions-template';
import { usePermissionsWorkflow } from '../api/permissions-workflow';
import { sectionsOf } from './template-sections';

/**
 * A role permissions are given to: a role of the template's program (or campus), one of its form roles, or
 * the built-in owner role (the form's owner: nothing is theirs unless granted here).
 */
export interface PermissionRole {
  id: string;
  name: string;
  source: 'level' | 'form' | 'owner';
}

/** The form's owner, as the action permissions name them. */
export const ownerRole: PermissionRole = { id: ownerRoleId, name: 'Owner', source: 'owner' };

/** Every status id a template's permissions name, so a stored tick in an unknown status still shows. */
function namedStatuses(template: PermissionsTemplate): string[] {
  const pages = template.pages;
  return [
    ...template.permissions.flatMap((entry) => entry.statuses),
    ...pages.flatMap((page) => page.permissions.flatMap((entry) => entry.canViewInStatuses)),
    ...pages.flatMap(sectionsOf).flatMap((section) => section.permissions.flatMap((entry) => [...entry.canViewWhen, ...entry.canUpdateWhen].map((status) => status.id))),
  ];
}

/** The statuses and actions of a workflow's flow (AWSJSON text), or undefined while there is none to read. */
function catalogueOf(flow: unknown) {
  if (typeof flow !== 'string') return undefined;
  try {
    return workflowCatalogue(JSON.parse(flow) as Workflow['flow']);
  } catch {
    return undefined;
  }
}

/** What the permissions and comments tabs work from: the template, its roles, form actions and statuses. */
export function usePermissionsModel(templateId: string) {
  const templateQuery = usePermissionsTemplate(templateId);
  const template = templateQuery.data?.templateById ?? undefined;
  const rolesQuery = usePermissionRoles(template);
  const levelRoles: PermissionRole[] = (rolesQuery.data?.roles ?? []).map((role) => ({ id: role.id, name: role.name, source: 'level' }));
  const formRoles: PermissionRole[] = (template?.rolesV2 ?? []).map((role) => ({ id: role.id, name: role.name, source: 'form' }));
  // A template with a workflow grants in the workflow's states and for its events.
  const workflowQuery = usePermissionsWorkflow(template?.workflowVersionId);
  const workflow = template?.workflowVersionId ? catalogueOf(workflowQuery.data?.workflow?.flow) : undefined;
  const scope: Scope = template?.programId ? 'program' : 'campus';
  const actions = formActions(template?.actionSettings ?? [], workflow?.actions);
  return {
    templateQuery,
    rolesQuery,
    template,
    levelRoles,
    roles: [...levelRoles, ...formRoles],
    /** The roles actions are granted to: the owner first, then the roles above. */
    actionRoles: [ownerRole, ...levelRoles, ...formRoles],
    statuses: template ? formStatuses(namedStatuses(template), workflow?.statuses) : formStatuses(),
    actions,
    /** Actions (and workflow events) the stored permissions grant to no role: they run for nobody. */
    ungranted: ungrantedActions(actions, template?.permissions ?? []),
    scope,
    isDraft: template?.status === 'DRAFT',
    reload: () => templateQuery.refetch(),
  };
}

/** The model of {@link usePermissionsModel} once its template has loaded. */
export type PermissionsModel = ReturnType<typeof usePermissionsModel> & { template: PermissionsTemplate };
