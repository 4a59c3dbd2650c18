import { useQuery } from '@apollo/client/react';
import type { TemplateGroupPermissionsTableQuery } from '@/gql/graphql';
import { TemplateGroupPermissionsTableDocument } from './group-permissions.generated';

/** One stored entry of a template group's permissions table. */
export type GroupPermission = TemplateGroupPermissionsTableQuery['templateGroupPermissions'][number];

/** A template group's role permissions (view and update by status, start), as the engine enforces them. */
export function useGroupPermissions(templateGroupId: string | undefined) {
  return useQuery(TemplateGroupPermissionsTableDocument, { variables: { templateGroupId: templateGroupId ?? '' }, skip: !templateGroupId });
}
