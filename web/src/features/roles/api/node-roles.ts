import { useQuery } from '@apollo/client/react';
import type { NodeRolesQuery } from '@/gql/graphql';
import { NodeRolesDocument } from './node-roles.generated';
import type { RoleLevel } from '../hooks/role-level';

/** A role of a level, with its members. */
export type LevelRole = NodeRolesQuery['roles'][number];

/** The roles of a level (global, a campus or a program), by name, with their members. */
export function useNodeRoles(level: RoleLevel) {
  return useQuery(NodeRolesDocument, { variables: { nodeType: level.nodeType, nodeId: level.nodeId } });
}
