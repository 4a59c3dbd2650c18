import { useQuery } from '@apollo/client/react';
import type { MentionPeopleQuery } from '@/gql/graphql';
import { MentionPeopleDocument } from './mention-people.generated';

/** A person a comment can mention. */
export type MentionCandidate = MentionPeopleQuery['searchPeople'][number];

/** People of the form's campus whose name starts with `searchTerm`; skipped while `skip`. */
export function useMentionPeople(searchTerm: string, campusCode: string, { skip }: { skip: boolean }) {
  return useQuery(MentionPeopleDocument, { variables: { searchTerm, campusCode }, skip });
}
