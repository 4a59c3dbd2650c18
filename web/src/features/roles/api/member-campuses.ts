import { useQuery } from '@apollo/client/react';
import { MemberCampusesDocument } from './member-campuses.generated';

/** The campuses the global member picker can search; skipped where the level fixes the campus. */
export function useMemberCampuses({ skip }: { skip: boolean }) {
  return useQuery(MemberCampusesDocument, { skip });
}
