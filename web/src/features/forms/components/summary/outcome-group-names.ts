import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormOutcomeGroupNamesDocument } from './outcome-group-names.generated';

/**
 * The names of a template version's outcome groups by id, fetched only when `needed` (a summary page shows a
 * template outcome). Empty while loading or when the caller may not read them: the summary then names the group
 * from the form's outcomes, or generically.
 */
export function useOutcomeGroupNames(templateId: string | undefined, needed: boolean): ReadonlyMap<string, string> {
  const { data } = useQuery(FormOutcomeGroupNamesDocument, { variables: { templateId: templateId ?? '' }, skip: !needed || !templateId, errorPolicy: 'ignore' });
  return useMemo(() => new Map((data?.outcomeGroupsByTemplate ?? []).map((group) => [group.id, group.name])), [data]);
}
