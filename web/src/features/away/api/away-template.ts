import { useQuery } from '@apollo/client/react';
import { AwayTemplateDocument } from './away-template.generated';

/** The caller's campus's Away template group, or null when the campus has none. */
export function useAwayTemplate() {
  return useQuery(AwayTemplateDocument, { fetchPolicy: 'network-only' });
}
