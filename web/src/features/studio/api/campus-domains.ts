import { domainSourceSize, useSearchPrograms } from './search-programs';

/**
 * A campus's domains, A to Z, for the New Program panel and the program list's Domain filter. No query lists a
 * campus's domains, so they are the domains of the campus's programs (its first 100 by name).
 */
export function useCampusDomains(campusCode: string) {
  const programs = useSearchPrograms({ campusCode, search: '', page: 1, size: domainSourceSize });
  const domains = [...new Map((programs.data?.searchPrograms.docs ?? []).map((program) => [program.domain.id, program.domain])).values()];
  return { domains: domains.sort((a, b) => a.name.localeCompare(b.name)), loading: programs.loading };
}
