import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { TemplateGroupAction } from '@/gql/graphql';
import { TemplateGroupPermissionsTableDocument } from '../api/group-permissions.generated';
import { useUpdateGroupPermissionsMutation } from '../api/update-group-permissions';
import { groupAllows, groupTableWith } from './permission-changes';
import { useSaveQueue } from './use-save-queue';

/** A cell of the group table: a role's view or update in a status, or its start. */
export interface GroupCell {
  roleId: string;
  action: TemplateGroupAction;
  statusId?: string;
}

const keyOf = (cell: GroupCell) => ['group', cell.roleId, cell.action, cell.statusId ?? ''].join('|');

/**
 * The template group's view, update and start permissions: each tick sends the whole table (as stored plus
 * the tick) with updateTemplateGroupPermissions, one save at a time.
 */
export function useGroupSaves(templateGroupId: string) {
  const client = useApolloClient();
  const [update] = useUpdateGroupPermissionsMutation(templateGroupId);
  const variables = { templateGroupId };
  const reload = useCallback(() => client.refetchQueries({ include: ['TemplateGroupPermissionsTable'] }), [client]);
  const queue = useSaveQueue(reload);
  const stored = () => client.readQuery({ query: TemplateGroupPermissionsTableDocument, variables })?.templateGroupPermissions ?? [];

  const toggle = (cell: GroupCell, checked: boolean) =>
    queue.enqueue(keyOf(cell), checked, async () => {
      const permissions = groupTableWith(stored(), { ...cell, checked }).map(({ roleId, action, statuses }) =>
        action === 'start' ? { roleId, action } : { roleId, action, statuses: [...statuses] },
      );
      await update({ variables: { input: { templateGroupId, permissions } } });
    });

  const allows = (cell: GroupCell) => queue.valueOf(keyOf(cell), groupAllows(stored(), cell.roleId, cell.action, cell.statusId));
  return { toggle, allows, state: queue.state };
}
