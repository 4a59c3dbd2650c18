import { useQuery } from '@apollo/client/react';
import { StudioCampusDocument } from './studio-campus.generated';

/** The campus a studio campus screen is about: its name is the breadcrumb, its absence the not-found page. */
export function useStudioCampus(campusId: string | null) {
  return useQuery(StudioCampusDocument, { variables: { id: campusId ?? '' }, skip: campusId === null });
}
