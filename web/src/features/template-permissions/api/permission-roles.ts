import { useQuery } from '@apollo/client/react';
import type { NodeType } from '@/gql/graphql';
import { PermissionRolesDocument } from './permission-roles.generated';

/** The roles of a template's program, or of its campus when it has no program. */
export function usePermissionRoles(template: { programId?: string | null; campusCode: string } | undefined) {
  const nodeType: NodeType = template?.programId ? 'program' : 'campus';
  const nodeId = template?.programId ?? template?.campusCode ?? '';
  return useQuery(PermissionRolesDocument, { variables: { nodeType, nodeId }, skip: !template });
}
