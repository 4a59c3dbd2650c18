import { useQuery } from '@apollo/client/react';
import { ManagePermissionsCheckDocument } from './manage-permissions-check.generated';

/** Whether the signed-in user may use the authorization tools (can_manage_permissions on global:platform). */
export function useManagePermissionsCheck() {
  return useQuery(ManagePermissionsCheckDocument);
}
