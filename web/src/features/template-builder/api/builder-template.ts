import { useQuery } from '@apollo/client/react';
import { BuilderTemplateDocument } from './builder-template.generated';

/** The template the builder edits: its header, pages and their elements (three levels deep). */
export function useBuilderTemplate(templateId: string) {
  return useQuery(BuilderTemplateDocument, { variables: { id: templateId } });
}
