import { useQuery } from '@apollo/client/react';
import type { RolePermissionsQuery } from '@/gql/graphql';
import { RolePermissionsDocument } from './role-permissions.generated';
import type { RoleLevel } from '../hooks/role-level';

/** One cell of the checkbox table. */
export type PermissionCell = RolePermissionsQuery['permissions'][number];

/** The checkbox table of a level: one cell per role and action. */
export function useRolePermissions(level: RoleLevel, actions: readonly string[]) {
  return useQuery(RolePermissionsDocument, { variables: { actions: [...actions], nodeType: level.nodeType, nodeId: level.nodeId } });
}
