import { useQuery } from '@apollo/client/react';
import { OutcomesEditorTemplateDocument } from './outcomes-template.generated';

/** The template whose outcomes the tab edits: name, status and its top-level option questions. */
export function useOutcomesTemplate(templateId: string) {
  return useQuery(OutcomesEditorTemplateDocument, { variables: { id: templateId } });
}
