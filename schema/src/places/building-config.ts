import { z } from 'zod';

/**
 * The buildings, floors and rooms of a campus as infra/config/campuses.json declares them (a campus's
 * `buildings`). Provisioning writes them as the building and room records forms search; the file stays their
 * source of truth, so a redeploy (or a local start) converges on it.
 */

const buildingCode = z.string().regex(/^[0-9A-Z][0-9A-Z-]{0,15}$/, 'Building codes are capitals, digits and dashes (at most 16)');
const label = z.string().trim().min(1).max(40);

export const roomConfigSchema = z.object({
  roomNumber: label,
  // A room taken out of use stays (old answers name it) but is no longer offered by default.
  active: z.boolean().default(true),
});

export const floorConfigSchema = z.object({ floor: label, rooms: z.array(roomConfigSchema).default([]) });

export const buildingConfigSchema = z.object({
  code: buildingCode,
  name: z.string().trim().min(1).max(200),
  floors: z.array(floorConfigSchema).default([]),
});

export type BuildingConfig = z.infer<typeof buildingConfigSchema>;

/** A room as stored and answered: its building (code), floor, number, campus-wide key and whether it is in use. */
export interface RoomRow {
  id: string;
  campusCode: string;
  building: string;
  /** The building's name when the room was provisioned (room searches show it; older items lack it). */
  buildingName?: string;
  floor: string;
  roomNumber: string;
  roomKey: string;
  active: boolean;
}

/** A building as stored: its code, name and floors in the order the file lists them. */
export interface BuildingRow {
  id: string;
  campusCode: string;
  code: string;
  name: string;
  floors: string[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^0-9a-z]+/g, '-');

/** The id of a campus building (the same id the demo data gives its buildings). */
export const buildingIdOf = (campusCode: string, code: string) => `bld-${slug(campusCode)}-${slug(code)}`;

/** The campus-wide key of a room: campus, building and room number, as facilities systems name rooms. */
export const roomKeyOf = (campusCode: string, building: string, roomNumber: string) => `${campusCode}-${building}-${roomNumber}`;

/** The records a campus's building configuration becomes. */
export function placesOfCampus(campusCode: string, buildings: readonly BuildingConfig[]): { buildings: BuildingRow[]; rooms: RoomRow[] } {
  const rooms: RoomRow[] = buildings.flatMap((building) =>
    building.floors.flatMap((floor) =>
      floor.rooms.map((room) => {
        const roomKey = roomKeyOf(campusCode, building.code, room.roomNumber);
        return { id: `room-${slug(roomKey)}`, campusCode, building: building.code, buildingName: building.name, floor: floor.floor, roomNumber: room.roomNumber, roomKey, active: room.active };
      }),
    ),
  );
  return {
    buildings: buildings.map((building) => ({
      id: buildingIdOf(campusCode, building.code),
      campusCode,
      code: building.code,
      name: building.name,
      floors: building.floors.map((floor) => floor.floor),
    })),
    rooms,
  };
}

/** Duplicate building codes of a campus, and duplicate floors and room numbers of a building: each path once. */
export function duplicatePlaces(buildings: readonly BuildingConfig[]): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  const seenCodes = new Set<string>();
  buildings.forEach((building, index) => {
    if (seenCodes.has(building.code)) problems.push({ path: [index, 'code'], message: `Duplicate building ${building.code}` });
    seenCodes.add(building.code);
    const seenFloors = new Set<string>();
    const seenRooms = new Set<string>();
    building.floors.forEach((floor, floorIndex) => {
      if (seenFloors.has(floor.floor)) problems.push({ path: [index, 'floors', floorIndex, 'floor'], message: `Duplicate floor ${floor.floor} in ${building.code}` });
      seenFloors.add(floor.floor);
      floor.rooms.forEach((room, roomIndex) => {
        if (seenRooms.has(room.roomNumber)) {
          problems.push({ path: [index, 'floors', floorIndex, 'rooms', roomIndex, 'roomNumber'], message: `Duplicate room ${room.roomNumber} in ${building.code}` });
        }
        seenRooms.add(room.roomNumber);
      });
    });
  });
  return problems;
}
