import { useQuery } from '@apollo/client/react';
import { TemplateAudienceDocument } from './template-audience.generated';

export type { TemplateAudienceFieldsFragment as TemplateAudience } from '@/gql/graphql';

/** A template version's audience and shared programs, with its revision (what each edit is based on). */
export function useTemplateAudience(templateId: string) {
  return useQuery(TemplateAudienceDocument, { variables: { id: templateId } });
}
