import { useQuery } from '@apollo/client/react';
import { TemplateMetricsTemplateDocument } from './metrics-template.generated';

/** The template version the Metrics tab is opened on: its name and template group. */
export function useMetricsTemplate(templateId: string) {
  return useQuery(TemplateMetricsTemplateDocument, { variables: { id: templateId } });
}
