import { useQuery } from '@apollo/client/react';
import { StudioProgramsDocument } from '@/gql/graphql';

/** The programs of a campus, for the program breadcrumb's name; skipped outside a program. */
export function useStudioPrograms(campusCode: string | null) {
  return useQuery(StudioProgramsDocument, { variables: { campusCode: campusCode ?? '' }, skip: campusCode === null });
}
