import { useQuery } from '@apollo/client/react';
import type { ProgramFilterInput, ProgramSortInput } from '@/gql/graphql';
import { SearchProgramsDocument } from './search-programs.generated';

/** The most programs one page holds: the New Program panel and the Domain filter take their domains from this many. */
export const domainSourceSize = 100;

/** What the program list asks for: a name search, a page, and optionally a filter and a sort (by name A to Z when omitted). */
export interface ProgramListRequest {
  campusCode: string;
  search: string;
  page: number;
  size: number;
  filter?: ProgramFilterInput;
  sort?: ProgramSortInput;
}

/** One page of a campus's programs, filtered and sorted (the studio campus screen's table). */
export function useSearchPrograms(input: ProgramListRequest, options: { skip?: boolean } = {}) {
  return useQuery(SearchProgramsDocument, { variables: { input }, skip: options.skip });
}
