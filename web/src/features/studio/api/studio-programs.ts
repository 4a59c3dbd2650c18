import { useQuery } from '@apollo/client/react';
import { StudioProgramsDocument } from './studio-programs.generated';

/** The programs of a campus, for the program breadcrumb's name; skipped outside a program. */
export function useStudioPrograms(campusCode: string | null) {
  return useQuery(StudioProgramsDocument, { variables: { campusCode: campusCode ?? '' }, skip: campusCode === null });
}
