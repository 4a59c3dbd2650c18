import { useQuery } from '@apollo/client/react';
import { StudioTemplateDocument } from './studio-template.generated';

/** A template's program, for the gate of the template screens; skipped outside a template. */
export function useStudioTemplate(templateId: string | null) {
  return useQuery(StudioTemplateDocument, { variables: { id: templateId ?? '' }, skip: templateId === null });
}
