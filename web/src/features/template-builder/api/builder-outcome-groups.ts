import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { BuilderOutcomeGroupsDocument } from './builder-outcome-groups.generated';

/** One outcome group a template outcome may show: its id and its name (as a picker's label). */
export interface OutcomeGroupChoice {
  id: string;
  label: string;
}

/** The outcome groups of the template version being built, oldest first (empty while loading or unreadable). */
export function useBuilderOutcomeGroups(templateId: string): readonly OutcomeGroupChoice[] {
  const { data } = useQuery(BuilderOutcomeGroupsDocument, { variables: { templateId }, errorPolicy: 'ignore' });
  return useMemo(() => (data?.outcomeGroupsByTemplate ?? []).map(({ id, name }) => ({ id, label: name })), [data]);
}
