/**
 * The studio campus screen's program list (spec: "Program list search: page, size, filter, sort"): which programs
 * a filter keeps and the order a sort gives. Pure: the server applies it to a campus's programs (a bounded set,
 * read in one Query), and the web offers the same fields.
 */

/** The columns the list sorts by: the name, the domain's name, or when the program was created. */
export const programSortFields = ['NAME', 'DOMAIN', 'CREATED'] as const;
export type ProgramSortField = (typeof programSortFields)[number];

export type SortDirection = 'asc' | 'desc';

/** A program as the list filters and sorts it. */
export interface ListedProgram {
  id: string;
  name: string;
  domainId: string;
  features: readonly string[];
  createdAt: string;
}

export interface ProgramFilter {
  /** Only programs of this domain. */
  domainId?: string | null;
  /** Only programs with this feature switched on (exact key, any case). */
  feature?: string | null;
}

export interface ProgramSort {
  field: ProgramSortField;
  direction: SortDirection;
}

/** The list's order when none is asked for: by name, A to Z (as the table always listed). */
export const defaultProgramSort: ProgramSort = { field: 'NAME', direction: 'asc' };

/** Whether a program passes every rule of the filter (no filter keeps every program). */
export function passesProgramFilter(program: ListedProgram, filter: ProgramFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.domainId && program.domainId !== filter.domainId) return false;
  const feature = filter.feature?.toLowerCase();
  if (feature && !program.features.some((own) => own.toLowerCase() === feature)) return false;
  return true;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The programs in the sort's order. Ties (two programs of one domain, or created at one instant) fall back to
 * the name and then the id, always A to Z, so pages never repeat or skip a program.
 */
export function sortPrograms<T extends ListedProgram>(programs: readonly T[], sort: ProgramSort, domainName: (domainId: string) => string): T[] {
  const sign = sort.direction === 'desc' ? -1 : 1;
  const primary = (a: T, b: T): number => {
    if (sort.field === 'DOMAIN') return byText(domainName(a.domainId), domainName(b.domainId));
    if (sort.field === 'CREATED') return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
    return byText(a.name, b.name);
  };
  const tieBreak = (a: T, b: T) => byText(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...programs].sort((a, b) => sign * primary(a, b) || tieBreak(a, b));
}
