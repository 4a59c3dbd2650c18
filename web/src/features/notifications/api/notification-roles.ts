import { useQuery } from '@apollo/client/react';
import type { NodeType } from '@/gql/graphql';
import { NotificationRolesDocument } from './notification-roles.generated';

/** The roles of a program or campus (skipped until the template says which). */
export function useNotificationRoles(node: { nodeType: NodeType; nodeId: string } | undefined) {
  return useQuery(NotificationRolesDocument, { variables: node ?? { nodeType: 'program', nodeId: '' }, skip: !node });
}
