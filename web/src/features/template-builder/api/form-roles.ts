import { useQuery } from '@apollo/client/react';
import { FormRolesDocument } from './form-roles.generated';

/** The document roles (rolesV2) of a template version: what the builder's role pickers offer. */
export function useFormRoles(templateId: string) {
  return useQuery(FormRolesDocument, { variables: { templateId } });
}
