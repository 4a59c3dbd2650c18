/**
 * How a form's room search reads a term. People type a room number ("204"), a building's name or code
 * ("Chemistry", "CHM") or both ("Chemistry 204", "CHM 2"); each reading is one bounded lookup, so a search costs
 * the same however large the campus.
 */

/** The buildings a room search looks into (each the start of a building's name or code) and at most this many of each. */
export const maxBuildingsPerRoomSearch = 3;

/** One way to read the term: rooms of buildings whose name or code starts with `building`, numbered from `roomPrefix`. */
export interface BuildingReading {
  building: string;
  roomPrefix: string;
}

export interface RoomSearchPlan {
  /** A room number prefix searched across the campus's rooms in use, when the term is one word. */
  roomNumber: string | null;
  buildings: BuildingReading[];
}

/** The lookups a term asks for: the whole term as a building, and, when it has several words, its last word as the room number. */
export function roomSearchPlan(term: string): RoomSearchPlan {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { roomNumber: '', buildings: [] };
  const whole = words.join(' ');
  if (words.length === 1) return { roomNumber: whole, buildings: [{ building: whole, roomPrefix: '' }] };
  return {
    roomNumber: null,
    buildings: [
      { building: words.slice(0, -1).join(' '), roomPrefix: words.at(-1) ?? '' },
      { building: whole, roomPrefix: '' },
    ],
  };
}

/** A room as a room search offers it. */
export interface RoomChoice {
  roomKey: string;
  building: string;
  buildingName: string;
  floor: string;
  roomNumber: string;
}

/** A room in words, as a form's answer and the report show it: "Chemistry Hall (CHM), floor 2, room 204". */
export const roomText = (room: Pick<RoomChoice, 'building' | 'buildingName' | 'floor' | 'roomNumber'>) =>
  `${room.buildingName && room.buildingName !== room.building ? `${room.buildingName} (${room.building})` : room.building}, floor ${room.floor}, room ${room.roomNumber}`;

/** Merges the rooms found by each lookup: each room once, by building name then room number (numeric aware), at most `limit`. */
export function mergeRoomChoices(found: ReadonlyArray<readonly RoomChoice[]>, limit: number): RoomChoice[] {
  const unique = new Map(found.flat().map((room) => [room.roomKey, room]));
  return [...unique.values()]
    .sort((a, b) => a.buildingName.localeCompare(b.buildingName) || a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }))
    .slice(0, limit);
}
