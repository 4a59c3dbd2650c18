import {
  maxAddressResults,
  maxSearchResults,
  searchAddressArgsSchema,
  searchPlacesArgsSchema,
} from '../../../schema/src/search/search-inputs';
import type { PlaceKind } from '../../data/entities';
import { findCampus } from '../../data/organization-repository';
import { searchPlacesOfCampus } from '../../data/places-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { addressSearch } from '../address/address-search-adapter';

/**
 * A campus's buildings or departments whose name or code starts with the term, by name (campus directories are
 * open to every signed-in person): two bounded Queries however large the campus. NOT_FOUND for an unknown campus.
 */
async function searchPlaces(kind: PlaceKind, args: unknown) {
  const { searchTerm, campusCode } = parseInput(searchPlacesArgsSchema, args);
  const [campus, places] = await Promise.all([findCampus(campusCode), searchPlacesOfCampus(campusCode, kind, searchTerm, maxSearchResults)]);
  if (!campus) throw notFound('Campus', campusCode);
  return places.map(({ id, name, code }) => ({ id, name, code }));
}

/** The building search of a form. */
export const searchBuildings = (_caller: Caller, args: unknown) => searchPlaces('building', args);

/** The department search of a form. */
export const searchDepartments = (_caller: Caller, args: unknown) => searchPlaces('department', args);

/** The address search of a form: the configured address adapter (AWS Location Service, or the local gazetteer). */
export async function searchAddress(_caller: Caller, args: unknown) {
  const { text } = parseInput(searchAddressArgsSchema, args);
  return addressSearch().search(text, maxAddressResults);
}
