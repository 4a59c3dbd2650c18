import type { RoomRow } from '../../../schema/src/places/building-config';
import { defineEntity } from '../entity';

/** Which campus directory a place belongs to: its buildings or its departments. */
export type PlaceKind = 'building' | 'department';

/** A building or department of a campus, as building and department search questions offer them. */
export interface PlaceRecord {
  id: string;
  kind: PlaceKind;
  campusCode: string;
  code: string;
  name: string;
  /** A building's floors, in the order campus config lists them (none for departments and unconfigured buildings). */
  floors?: string[];
}

/** The sort-key prefix of a campus's places of one kind whose name starts with `namePrefix` (lower case). */
export const placeNameKey = (kind: PlaceKind, namePrefix = '') => `PLACE#${kind}#${namePrefix.toLowerCase()}`;

/** The sort-key prefix of a campus's places of one kind whose code starts with `codePrefix` (lower case). */
export const placeCodeKey = (kind: PlaceKind, codePrefix = '') => `PLACECODE#${kind}#${codePrefix.toLowerCase()}`;

export const placeEntity = defineEntity<PlaceRecord, 'byCampus' | 'byCode'>({
  name: 'Place',
  key: (p) => ({ pk: `PLACE#${p.id}`, sk: 'PLACE' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (p) => ({ pk: `CAMPUS#${p.campusCode}`, sk: `${placeNameKey(p.kind, p.name)}#${p.id}` }) },
    // The code search: a prefix of the code is a key condition too, so both searches stay one bounded Query.
    byCode: { index: 'gsi2', key: (p) => ({ pk: `CAMPUS#${p.campusCode}`, sk: `${placeCodeKey(p.kind, p.code)}#${p.id}` }) },
  },
});

/** A room of a campus building (campus config's buildings), as room lists and searches offer them. */
export type RoomRecord = RoomRow;

/** The partition of one building's rooms. */
export const buildingRoomsPk = (campusCode: string, building: string) => `BUILDING#${campusCode}#${building}`;

/** The sort-key prefix of rooms whose number starts with `prefix` (lower case), on one floor or any. */
export const roomNumberKey = (prefix = '') => `ROOM#${prefix.toLowerCase()}`;

/** The partition of a campus's rooms in use, across its buildings (sorted by room number). */
export const campusRoomsPk = (campusCode: string) => `CAMPUSROOMS#${campusCode}`;

export const roomEntity = defineEntity<RoomRecord, 'byBuilding' | 'byFloor' | 'activeByCampus'>({
  name: 'Room',
  key: (r) => ({ pk: `ROOM#${r.id}`, sk: 'ROOM' }),
  indexes: {
    byBuilding: { index: 'gsi1', key: (r) => ({ pk: buildingRoomsPk(r.campusCode, r.building), sk: `${roomNumberKey(r.roomNumber)}#${r.id}` }) },
    byFloor: { index: 'gsi2', key: (r) => ({ pk: `${buildingRoomsPk(r.campusCode, r.building)}#FLOOR#${r.floor}`, sk: `${roomNumberKey(r.roomNumber)}#${r.id}` }) },
    // Sparse: only rooms in use, so a form's room search by number is one key condition and never offers a room
    // out of use (an inactive room leaves this index when provisioning rewrites it).
    activeByCampus: { index: 'gsi3', key: (r) => (r.active ? { pk: campusRoomsPk(r.campusCode), sk: `${roomNumberKey(r.roomNumber)}#${r.id}` } : undefined) },
  },
});
