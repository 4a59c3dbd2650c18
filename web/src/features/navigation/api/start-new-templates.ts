import { useQuery } from '@apollo/client/react';
import { StartNewTemplatesDocument } from './start-new-templates.generated';

/** The templates of the Start New menu; fetched only when the menu is shown. */
export function useStartNewTemplates({ skip }: { skip: boolean }) {
  return useQuery(StartNewTemplatesDocument, { skip });
}
