import { useQuery } from '@apollo/client/react';
import { StudioCampusesDocument } from './studio-campuses.generated';

/** The campuses the studio's campus picker offers (only those where the user can view the studio, with the campus roles flag). */
export function useStudioCampuses(search: string, skip: boolean) {
  return useQuery(StudioCampusesDocument, { variables: { search: search || null }, skip });
}
