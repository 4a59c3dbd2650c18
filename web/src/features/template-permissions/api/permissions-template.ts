import { useQuery } from '@apollo/client/react';
import type { PermissionsTemplateQuery } from '@/gql/graphql';
import { PermissionsTemplateDocument } from './permissions-template.generated';

/** The template as the permissions and comments tabs see it. */
export type PermissionsTemplate = NonNullable<PermissionsTemplateQuery['templateById']>;

/** A page of the template with its permissions and its sections. */
export type PermissionsPage = PermissionsTemplate['pages'][number];

/** The template of the permissions and comments tabs: header, roles, permissions, pages and sections. */
export function usePermissionsTemplate(templateId: string) {
  return useQuery(PermissionsTemplateDocument, { variables: { id: templateId } });
}
