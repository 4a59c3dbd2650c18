import { useQuery } from '@apollo/client/react';
import { NotificationRolesDocument, type NodeType } from '@/gql/graphql';

/** The roles of a program or campus (skipped until the template says which). */
export function useNotificationRoles(node: { nodeType: NodeType; nodeId: string } | undefined) {
  return useQuery(NotificationRolesDocument, { variables: node ?? { nodeType: 'program', nodeId: '' }, skip: !node });
}
