import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// A form's room search (SearchQuestion, category ROOM): rooms of campus config found by number or building, and
// the answer the form keeps (key, building, floor and number read from the room, not from the caller).

let stack: LocalStack;
let staffOne: ApiClient;
let formId: string;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  formId = (await startForm(staffOne, 'tpl-every-kind-demo-v1')).data!.startForm!.id;
});
afterAll(async () => stack.close());

interface RoomChoice {
  id: string;
  roomKey: string;
  building: string;
  buildingName: string;
  floor: string;
  roomNumber: string;
}

const searchRooms = (searchTerm: string, campusCode = '01') =>
  staffOne.graphql<{ search: RoomChoice[] }>(
    `query S($searchTerm: String!, $campusCode: String!) {
      search(category: ROOM, searchTerm: $searchTerm, campusCode: $campusCode) { ... on SelectedRoom { id roomKey building buildingName floor roomNumber } }
    }`,
    { searchTerm, campusCode },
  );
const keysOf = (answer: Awaited<ReturnType<typeof searchRooms>>) => answer.data?.search.map((room) => room.roomKey);

const saveRoom = (roomId: string | null, expectedVersion = 0) =>
  staffOne.graphql<{ updateRoomSearchResponse: { responses: Array<{ questionId: string; version: number; selectedRoom?: RoomChoice | null }> } }>(
    `mutation R($input: UpdateRoomSearchResponseInput!) {
      updateRoomSearchResponse(input: $input) { responses { questionId version ... on RoomSearchResponse { selectedRoom { id roomKey building buildingName floor roomNumber } } } }
    }`,
    { input: { formId, questionId: 'ekd-room', roomId, expectedVersion } },
  );

describe('search with category ROOM', () => {
  it('finds rooms in use by the start of their number, across buildings, with building name and floor', async () => {
    const found = await searchRooms('22');

    expect(found.data?.search).toEqual([
      { id: 'room-01-chm-220', roomKey: '01-CHM-220', building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '220' },
      { id: 'room-01-chm-221', roomKey: '01-CHM-221', building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '221' },
    ]);
  });

  it('finds the rooms of a building by its name or code, and by name and number together', async () => {
    const byName = await searchRooms('chemistry');
    const byCode = await searchRooms('PHY');
    const nameAndNumber = await searchRooms('Chemistry Hall 3');

    expect(keysOf(byName)).toEqual(['01-CHM-101', '01-CHM-105', '01-CHM-120', '01-CHM-201', '01-CHM-220', '01-CHM-221', '01-CHM-301', '01-CHM-330', '01-CHM-B01', '01-CHM-B02']);
    expect(keysOf(byCode)).toEqual(['01-PHY-110', '01-PHY-115']);
    expect(keysOf(nameAndNumber)).toEqual(['01-CHM-301', '01-CHM-330']);
  });

  it('never offers a room out of use, by number or by building', async () => {
    expect(keysOf(await searchRooms('B03'))).toEqual([]);
    expect(keysOf(await searchRooms('Chemistry B0'))).toEqual(['01-CHM-B01', '01-CHM-B02']);
  });

  it('answers only the asked campus, and NOT_FOUND for a campus that does not exist', async () => {
    expect(keysOf(await searchRooms('2150', '03'))).toEqual(['03-VMC-2150']);
    expect(keysOf(await searchRooms('2150', '01'))).toEqual([]);
    expect(codesOf(await searchRooms('101', 'ZZ'))).toEqual(['NOT_FOUND']);
  });
});

describe('a room search answer', () => {
  it('keeps the room key, building, floor and number read from campus config, and can be cleared', async () => {
    const saved = await saveRoom('room-01-chm-220');
    const cleared = await saveRoom(null, 1);

    expect(saved.data?.updateRoomSearchResponse.responses.find((response) => response.questionId === 'ekd-room')).toEqual({
      questionId: 'ekd-room',
      version: 1,
      selectedRoom: { id: 'room-01-chm-220', roomKey: '01-CHM-220', building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '220' },
    });
    expect(cleared.data?.updateRoomSearchResponse.responses.find((response) => response.questionId === 'ekd-room')?.selectedRoom).toBeNull();
  });

  it('refuses a room out of use or unknown with BAD_USER_INPUT', async () => {
    expect(codesOf(await saveRoom('room-01-chm-b03', 2))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await saveRoom('room-nope', 2))).toEqual(['BAD_USER_INPUT']);
  });
});
