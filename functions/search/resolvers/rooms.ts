import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { maxBuildingsPerRoomSearch, mergeRoomChoices, roomSearchPlan, type RoomChoice } from '../../../schema/src/search/room-search';
import { buildingsArgsSchema, directoryPageSizes, maxSearchResults, roomsArgsSchema, searchPlacesArgsSchema } from '../../../schema/src/search/search-inputs';
import type { PlaceRecord, RoomRecord } from '../../data/entities';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { findCampus } from '../../data/organization-repository';
import { activeRoomsByNumber, buildingsPage, buildingsRange, findBuilding, roomsOfBuilding, roomsPage, roomsRange, searchPlacesOfCampus } from '../../data/places-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

/** The campus directories (buildings, floors, rooms) are open to every signed-in person, as the searches are. */

const buildingView = (building: PlaceRecord) => ({ id: building.id, code: building.code, name: building.name, floors: building.floors ?? [] });

const roomView = (room: RoomRecord) => ({
  id: room.id,
  building: room.building,
  floor: room.floor,
  roomNumber: room.roomNumber,
  roomKey: room.roomKey,
  active: room.active,
});

/** buildings: one page of a campus's buildings by name (one Query), a name prefix narrowing it. */
export async function buildings(_caller: Caller, args: unknown) {
  const { campusCode, searchTerm, size, cursor } = parseInput(buildingsArgsSchema, args ?? {});
  const request = normalizePageRequest(1, size, directoryPageSizes);
  const range = buildingsRange(campusCode, searchTerm);
  // The term is part of the scope: a cursor of another search cannot continue this one.
  const scope = { list: `buildings:${searchTerm.toLowerCase()}`, scope: campusCode };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const [campus, page] = await Promise.all([findCampus(campusCode), buildingsPage(range, request.size, after)]);
  if (!campus) throw notFound('Campus', campusCode);
  return { docs: page.buildings.map(buildingView), nextCursor: nextCursorOf(scope, page.next) };
}

/** rooms: one page of a building's rooms (on one floor, or all) by room number (one Query), a prefix narrowing it. */
export async function rooms(_caller: Caller, args: unknown) {
  const { campusCode, buildingCode, floor, searchTerm, size, cursor } = parseInput(roomsArgsSchema, args ?? {});
  const request = normalizePageRequest(1, size, directoryPageSizes);
  const range = roomsRange(campusCode, buildingCode, searchTerm, floor ?? undefined);
  const scope = { list: `rooms:${floor ?? ''}:${searchTerm.toLowerCase()}`, scope: `${campusCode}:${buildingCode}` };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const [campus, building, page] = await Promise.all([findCampus(campusCode), findBuilding(campusCode, buildingCode), roomsPage(range, request.size, after)]);
  if (!campus) throw notFound('Campus', campusCode);
  if (!building) throw notFound('Building', buildingCode);
  return { docs: page.rooms.map(roomView), nextCursor: nextCursorOf(scope, page.next) };
}

/** A room as a form's room search offers it: the building's name from the room (its code for older items). */
export const roomChoiceOf = (room: RoomRecord): RoomChoice & { id: string } => ({
  id: room.id,
  roomKey: room.roomKey,
  building: room.building,
  buildingName: room.buildingName ?? room.building,
  floor: room.floor,
  roomNumber: room.roomNumber,
});

/**
 * The room search of a form (search with category ROOM). The rooms in use of a campus whose number starts with the term, and those of
 * the buildings whose name or code starts with it ("Chemistry 204" reads as building and number). At most a fixed
 * number of bounded Queries (see roomSearchPlan); rooms out of use are never offered. NOT_FOUND for an unknown campus.
 */
export async function searchRooms(_caller: Caller, args: unknown) {
  const { searchTerm, campusCode } = parseInput(searchPlacesArgsSchema, args);
  const plan = roomSearchPlan(searchTerm);
  const byNumber = plan.roomNumber === null ? Promise.resolve([]) : activeRoomsByNumber(campusCode, plan.roomNumber, maxSearchResults);
  const byBuilding = plan.buildings.map(async ({ building, roomPrefix }) => {
    const found = await searchPlacesOfCampus(campusCode, 'building', building, maxBuildingsPerRoomSearch);
    return (await Promise.all(found.map((place) => roomsOfBuilding(campusCode, place.code, roomPrefix, maxSearchResults)))).flat();
  });
  const [campus, ...found] = await Promise.all([findCampus(campusCode), byNumber, ...byBuilding]);
  if (!campus) throw notFound('Campus', campusCode);
  const active = found.map((rooms) => rooms.filter((room) => room.active).map(roomChoiceOf));
  return mergeRoomChoices(active, maxSearchResults);
}
