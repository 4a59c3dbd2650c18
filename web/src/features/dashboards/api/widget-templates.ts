import { useQuery } from '@apollo/client/react';
import { WidgetTemplatesDocument } from './widget-templates.generated';

/** The program's published templates a button or document table can name. */
export function useWidgetTemplates(programId: string) {
  return useQuery(WidgetTemplatesDocument, { variables: { programId } });
}
