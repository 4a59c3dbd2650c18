import {
  buildingRoomsPk,
  campusRoomsPk,
  placeCodeKey,
  placeEntity,
  placeNameKey,
  roomEntity,
  roomNumberKey,
  type PlaceKind,
  type PlaceRecord,
  type RoomRecord,
} from './entities';
import { readRangePage, type KeyRange, type RangePosition } from './key-range-pages';
import { batchGetRecords, getRecord, itemOf, putItems, queryRecords } from './store';

/**
 * A campus's buildings, departments and rooms. Every read is a key condition on an index (a name, code or room
 * number prefix), never a scan or a filter, so a search or a page costs the same at 10 rooms or 100,000.
 */

/**
 * Up to `limit` places of one kind whose name or code starts with `term` (any case): two bounded Queries, one on
 * the name index and one on the code index, merged by name.
 */
export async function searchPlacesOfCampus(campusCode: string, kind: PlaceKind, term: string, limit: number): Promise<PlaceRecord[]> {
  const pk = `CAMPUS#${campusCode}`;
  const [byName, byCode] = await Promise.all([
    queryRecords(placeEntity, { index: placeEntity.definition.indexes!.byCampus.index, pk, skBeginsWith: placeNameKey(kind, term), limit }),
    term ? queryRecords(placeEntity, { index: placeEntity.definition.indexes!.byCode.index, pk, skBeginsWith: placeCodeKey(kind, term), limit }) : { items: [] },
  ]);
  const unique = new Map([...byName.items, ...byCode.items].map((place) => [place.id, place]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}

/** The range of a campus's buildings whose name starts with `term`, A to Z. */
export const buildingsRange = (campusCode: string, term: string): KeyRange => ({
  index: placeEntity.definition.indexes!.byCampus.index,
  pk: `CAMPUS#${campusCode}`,
  prefix: placeNameKey('building', term),
  ascending: true,
});

/** The range of a building's rooms (on one floor, or all) whose number starts with `term`, by number. */
export function roomsRange(campusCode: string, building: string, term: string, floor?: string): KeyRange {
  const pk = buildingRoomsPk(campusCode, building);
  return floor === undefined
    ? { index: roomEntity.definition.indexes!.byBuilding.index, pk, prefix: roomNumberKey(term), ascending: true }
    : { index: roomEntity.definition.indexes!.byFloor.index, pk: `${pk}#FLOOR#${floor}`, prefix: roomNumberKey(term), ascending: true };
}

/** One page of buildings from `range` (one Query). */
export async function buildingsPage(range: KeyRange, size: number, after?: RangePosition) {
  const page = await readRangePage(range, size, after);
  return { buildings: page.items.map((item) => placeEntity.fromItem(item)), next: page.next };
}

/** One page of rooms from `range` (one Query). */
export async function roomsPage(range: KeyRange, size: number, after?: RangePosition) {
  const page = await readRangePage(range, size, after);
  return { rooms: page.items.map((item) => roomEntity.fromItem(item)), next: page.next };
}

/** A building of a campus by its code, from the code index (undefined when there is none). */
export async function findBuilding(campusCode: string, code: string): Promise<PlaceRecord | undefined> {
  const found = await queryRecords(placeEntity, {
    index: placeEntity.definition.indexes!.byCode.index,
    pk: `CAMPUS#${campusCode}`,
    skBeginsWith: `${placeCodeKey('building', code)}#`,
    limit: 1,
  });
  return found.items[0];
}

/** Writes buildings and rooms (whole-item puts by id, in batches): provisioning's idempotent write. */
export async function putPlaces(buildings: readonly PlaceRecord[], rooms: readonly RoomRecord[]): Promise<number> {
  return putItems([...buildings.map((building) => itemOf(placeEntity, building)), ...rooms.map((room) => itemOf(roomEntity, room))]);
}

/** Up to `limit` rooms in use of a campus whose number starts with `prefix`, by number, any building (one Query). */
export async function activeRoomsByNumber(campusCode: string, prefix: string, limit: number): Promise<RoomRecord[]> {
  const index = roomEntity.definition.indexes!.activeByCampus.index;
  return (await queryRecords(roomEntity, { index, pk: campusRoomsPk(campusCode), skBeginsWith: roomNumberKey(prefix), limit })).items;
}

/** Up to `limit` rooms of a building whose number starts with `prefix`, by number, inactive ones too (one Query). */
export async function roomsOfBuilding(campusCode: string, building: string, prefix: string, limit: number): Promise<RoomRecord[]> {
  const index = roomEntity.definition.indexes!.byBuilding.index;
  return (await queryRecords(roomEntity, { index, pk: buildingRoomsPk(campusCode, building), skBeginsWith: roomNumberKey(prefix), limit })).items;
}

/** A room by its id (undefined when there is none). */
export const findRoom = (id: string): Promise<RoomRecord | undefined> => getRecord(roomEntity, { pk: `ROOM#${id}`, sk: 'ROOM' });

/** Places by id (a person's departments), one BatchGetItem; missing ones are left out. */
export const findPlaces = (ids: readonly string[]): Promise<PlaceRecord[]> =>
  batchGetRecords(placeEntity, [...new Set(ids)].map((id) => placeEntity.key({ id } as PlaceRecord)));
