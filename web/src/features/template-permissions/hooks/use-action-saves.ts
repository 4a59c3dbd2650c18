import { useApolloClient } from '@apollo/client/react';
import type { FormAction } from '@schema/template/form-actions';
import { useCallback } from 'react';
import type { Scope } from '@/gql/graphql';
import { PermissionsTemplateDocument } from '../api/permissions-template.generated';
import { useAddPermissionMutation } from '../api/template-add-permission';
import { useRemovePermissionMutation } from '../api/template-remove-permission';
import { useUpdatePermissionMutation } from '../api/template-update-permission';
import { withStatus } from './permission-changes';
import { useSaveQueue } from './use-save-queue';

const keyOf = (roleId: string, actionId: string, statusId: string) => ['action', roleId, actionId, statusId].join('|');

/**
 * A draft's form action permissions (template permissions, without subform): each tick adds, updates or
 * removes the role's permission of that action, based on the template's revision at the time it is sent.
 */
export function useActionSaves(templateId: string, scope: Scope) {
  const client = useApolloClient();
  const [add] = useAddPermissionMutation();
  const [update] = useUpdatePermissionMutation();
  const [remove] = useRemovePermissionMutation();
  const reload = useCallback(() => client.refetchQueries({ include: ['PermissionsTemplate'] }), [client]);
  const queue = useSaveQueue(reload);
  const stored = () => client.readQuery({ query: PermissionsTemplateDocument, variables: { id: templateId } })?.templateById;
  const permissionOf = (roleId: string, actionId: string) =>
    stored()?.permissions.find((entry) => entry.roleId === roleId && entry.action.id === actionId && !entry.subformElementId);

  const toggle = (roleId: string, action: FormAction, statusId: string, checked: boolean) =>
    queue.enqueue(keyOf(roleId, action.id, statusId), checked, async () => {
      const expectedRevision = stored()?.revision ?? 0;
      const current = permissionOf(roleId, action.id);
      const statuses = withStatus(current?.statuses ?? [], statusId, checked);
      const permission = { action: { id: action.id, label: current?.action.label ?? action.label }, roleId, statuses, scope: current?.scope ?? scope };
      const target = { templateId, expectedRevision };
      if (!current) await add({ variables: { input: { ...target, permission } } });
      else if (statuses.length > 0) await update({ variables: { input: { ...target, permission } } });
      else await remove({ variables: { input: { ...target, actionId: action.id, roleId } } });
    });

  const allows = (roleId: string, actionId: string, statusId: string) =>
    queue.valueOf(keyOf(roleId, actionId, statusId), permissionOf(roleId, actionId)?.statuses.includes(statusId) ?? false);
  return { toggle, allows, state: queue.state };
}
