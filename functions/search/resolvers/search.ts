import { searchArgsSchema, type SearchCategory } from '../../../schema/src/search/search-inputs';
import type { PeopleDirectory } from '../../auth/people-directory';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { searchCampuses, searchPeople } from './people-and-campuses';
import { searchBuildings, searchDepartments } from './places';
import { searchRooms } from './rooms';

/** What one category's search needs besides the caller and the arguments. */
export interface SearchDependencies {
  people: () => PeopleDirectory;
}

type Searcher = (caller: Caller, args: unknown, dependencies: SearchDependencies) => Promise<object[]>;

/** Each category's search and the SearchResult member its results are (the union is told apart by __typename). */
const searchers: Record<SearchCategory, { typename: string; search: Searcher }> = {
  PERSON: { typename: 'PersonSearchResult', search: (caller, args, { people }) => searchPeople(caller, args, people()) },
  CAMPUS: { typename: 'SelectedCampus', search: (caller, args) => searchCampuses(caller, args) },
  BUILDING: { typename: 'SelectedPlace', search: (caller, args) => searchBuildings(caller, args) },
  DEPARTMENT: { typename: 'SelectedPlace', search: (caller, args) => searchDepartments(caller, args) },
  ROOM: { typename: 'SelectedRoom', search: (caller, args) => searchRooms(caller, args) },
};

/**
 * search(category, searchTerm, campusCode): the spec's one search for the search questions. Each category keeps
 * its own rules, scoping and authorization (the category's resolver checks them); this only picks it and tags the
 * results with their union member.
 */
export async function search(caller: Caller, args: unknown, dependencies: SearchDependencies) {
  const { category, searchTerm, campusCode } = parseInput(searchArgsSchema, args);
  const { typename, search: searchCategory } = searchers[category];
  const categoryArgs = category === 'CAMPUS' ? { searchTerm } : { searchTerm, campusCode };
  const results = await searchCategory(caller, categoryArgs, dependencies);
  return results.map((result) => ({ ...result, __typename: typename }));
}
