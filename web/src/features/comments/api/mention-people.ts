import { useQuery } from '@apollo/client/react';
import type { MentionPeopleQuery } from '@/gql/graphql';
import { resultsOfType } from '@/lib/apollo/results-of-type';
import { MentionPeopleDocument } from './mention-people.generated';

/** A person a comment can mention. */
export type MentionCandidate = Extract<MentionPeopleQuery['search'][number], { __typename: 'PersonSearchResult' }>;

/** People of the form's campus whose name starts with `searchTerm`; skipped while `skip`. */
export function useMentionPeople(searchTerm: string, campusCode: string, { skip }: { skip: boolean }) {
  const query = useQuery(MentionPeopleDocument, { variables: { searchTerm, campusCode }, skip });
  return { ...query, people: query.data ? resultsOfType(query.data.search, 'PersonSearchResult') : undefined };
}
