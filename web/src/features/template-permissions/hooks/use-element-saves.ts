import { useApolloClient } from '@apollo/client/react';
import type { FormStatus } from '@schema/template/form-statuses';
import { useCallback } from 'react';
import type { Scope } from '@/gql/graphql';
import { PermissionsTemplateDocument } from '../api/permissions-template.generated';
import { useUpdateElementPermissionsMutation } from '../api/update-element-permissions';
import { pagePermissionsWith, sectionPermissionsWith } from './permission-changes';
import { findPermissionTarget } from './template-sections';
import { useSaveQueue } from './use-save-queue';

/** A tick of a page (view) or a section (view or update) for a role in a status. */
export interface ElementCell {
  elementId: string;
  roleId: string;
  kind: 'view' | 'update';
  status: FormStatus;
}

const keyOf = (cell: ElementCell) => ['element', cell.elementId, cell.roleId, cell.kind, cell.status.id].join('|');

/** Page and section permissions of a draft: each tick sets the element's whole permissions list at its version. */
export function useElementSaves(templateId: string, scope: Scope) {
  const client = useApolloClient();
  const [update] = useUpdateElementPermissionsMutation();
  const reload = useCallback(() => client.refetchQueries({ include: ['PermissionsTemplate'] }), [client]);
  const queue = useSaveQueue(reload);
  const target = (elementId: string) => findPermissionTarget(client.readQuery({ query: PermissionsTemplateDocument, variables: { id: templateId } })?.templateById, elementId);

  const toggle = (cell: ElementCell, checked: boolean) =>
    queue.enqueue(keyOf(cell), checked, async () => {
      const found = target(cell.elementId);
      if (!found) return;
      const change = { roleId: cell.roleId, scope, checked };
      const [version, permissions] =
        found.kind === 'page'
          ? [found.page.version, pagePermissionsWith(found.page.permissions, { ...change, statusId: cell.status.id })]
          : [found.section.version, sectionPermissionsWith(found.section.permissions, { ...change, kind: cell.kind, status: cell.status })];
      await update({ variables: { input: { templateId, elementId: cell.elementId, expectedVersion: version, changes: JSON.stringify({ permissions }) } } });
    });

  const allows = (cell: ElementCell) => {
    const found = target(cell.elementId);
    let stored = false;
    if (found?.kind === 'page') stored = found.page.permissions.some((entry) => entry.roleId === cell.roleId && entry.canViewInStatuses.includes(cell.status.id));
    if (found?.kind === 'section') {
      const entry = found.section.permissions.find((candidate) => candidate.roleId === cell.roleId);
      stored = (cell.kind === 'view' ? entry?.canViewWhen : entry?.canUpdateWhen)?.some((status) => status.id === cell.status.id) ?? false;
    }
    return queue.valueOf(keyOf(cell), stored);
  };
  return { toggle, allows, state: queue.state };
}
