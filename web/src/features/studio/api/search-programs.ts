import { useQuery } from '@apollo/client/react';
import { SearchProgramsDocument } from './search-programs.generated';

/** The most programs one page holds: the New Program panel takes its domain choices from this many. */
export const domainSourceSize = 100;

/** One page of a campus's programs by name, filtered by a name search (the studio campus screen's table). */
export function useSearchPrograms(input: { campusCode: string; search: string; page: number; size: number }, options: { skip?: boolean } = {}) {
  return useQuery(SearchProgramsDocument, { variables: { input }, skip: options.skip });
}
