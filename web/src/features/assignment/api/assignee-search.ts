import { useQuery } from '@apollo/client/react';
import type { AssigneeSearchQuery } from '@/gql/graphql';
import { AssigneeSearchDocument } from './assignee-search.generated';

/** A person a task can be assigned to. */
export type AssigneeOption = AssigneeSearchQuery['searchUsers'][number];

/** People of the campus matching a search of 2 or more characters; skipped otherwise. */
export function useAssigneeSearch(searchTerm: string, campusCode: string | null, { skip }: { skip: boolean }) {
  return useQuery(AssigneeSearchDocument, { variables: { searchTerm, campusCode }, skip });
}
