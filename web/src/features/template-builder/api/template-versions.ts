import { useQuery } from '@apollo/client/react';
import { TemplateVersionsDocument } from './template-versions.generated';

/** The versions of a template group, newest first, for the builder's version history. */
export function useTemplateVersions(groupId: string | null) {
  return useQuery(TemplateVersionsDocument, { variables: { groupId: groupId ?? '' }, skip: groupId === null });
}
