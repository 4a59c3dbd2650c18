import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putPlaces } from '../../functions/data/places-repository';
import { placesOfCampus } from '../../schema/src/places/building-config';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// The campus building and room directories: what infra/config/campuses.json declares, as provisioning wrote it.

let stack: LocalStack;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

interface Page<T> {
  docs: T[];
  nextCursor: string | null;
}
type Room = { roomNumber: string; floor: string; roomKey: string; active: boolean; building: string };

const buildings = (variables: { campusCode: string; searchTerm?: string; cursor?: string | null }) =>
  staffOne.graphql<{ buildings: Page<{ code: string; name: string; floors: string[] }> }>(
    'query B($campusCode: String!, $searchTerm: String, $cursor: String) { buildings(campusCode: $campusCode, searchTerm: $searchTerm, cursor: $cursor) { docs { code name floors } nextCursor } }',
    variables,
  );

const rooms = (variables: { campusCode: string; buildingCode: string; floor?: string; searchTerm?: string; size?: number; cursor?: string | null }) =>
  staffOne.graphql<{ rooms: Page<Room> }>(
    `query R($campusCode: String!, $buildingCode: String!, $floor: String, $searchTerm: String, $size: Int, $cursor: String) {
      rooms(campusCode: $campusCode, buildingCode: $buildingCode, floor: $floor, searchTerm: $searchTerm, size: $size, cursor: $cursor) {
        docs { roomNumber floor roomKey active building } nextCursor
      }
    }`,
    variables,
  );

describe('the buildings of a campus', () => {
  it('lists the configured buildings by name, with their floors, and narrows them by a name prefix', async () => {
    const all = await buildings({ campusCode: '01' });
    const chem = await buildings({ campusCode: '01', searchTerm: 'Chem' });

    expect(all.data?.buildings.docs.map((building) => building.name)).toEqual([
      'Bayview Library',
      'Bayview Life Sciences',
      'Chemistry Hall',
      'Engineering Center',
      'Facilities Services',
      'Fine Arts Studios',
      'Physics and Astronomy',
    ]);
    expect(chem.data?.buildings.docs).toEqual([{ code: 'CHM', name: 'Chemistry Hall', floors: ['B', '1', '2', '3'] }]);
  });

  it('answers NOT_FOUND for a campus that does not exist', async () => {
    expect(codesOf(await buildings({ campusCode: 'ZZ' }))).toEqual(['NOT_FOUND']);
  });
});

describe('the rooms of a building', () => {
  it('lists one floor by room number, an out-of-use room marked inactive', async () => {
    const basement = await rooms({ campusCode: '01', buildingCode: 'CHM', floor: 'B' });
    const anyCase = await rooms({ campusCode: '01', buildingCode: 'chm', floor: 'B' });

    expect(basement.data?.rooms.docs).toEqual([
      { roomNumber: 'B01', floor: 'B', roomKey: '01-CHM-B01', active: true, building: 'CHM' },
      { roomNumber: 'B02', floor: 'B', roomKey: '01-CHM-B02', active: true, building: 'CHM' },
      { roomNumber: 'B03', floor: 'B', roomKey: '01-CHM-B03', active: false, building: 'CHM' },
    ]);
    expect(anyCase.data?.rooms.docs).toEqual(basement.data?.rooms.docs);
  });

  it('finds rooms by a number prefix across floors', async () => {
    const answer = await rooms({ campusCode: '01', buildingCode: 'CHM', searchTerm: '2' });

    expect(answer.data?.rooms.docs.map((room) => room.roomNumber)).toEqual(['201', '220', '221']);
  });

  it('pages a large building with a cursor, each room once, in room-number order', async () => {
    // 60 rooms of a building campus config could declare, written the way provisioning writes them.
    const numbers = Array.from({ length: 60 }, (_, index) => String(100 + index));
    const tower = placesOfCampus('05', [{ code: 'TWR', name: 'Mesa Tower', floors: [{ floor: '1', rooms: numbers.map((roomNumber) => ({ roomNumber, active: true })) }] }]);
    await putPlaces(tower.buildings.map((building) => ({ ...building, kind: 'building' as const })), tower.rooms);

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof rooms>> = await rooms({ campusCode: '05', buildingCode: 'TWR', size: 25, cursor });
      pages.push((page.data?.rooms.docs ?? []).map((room) => room.roomNumber));
      cursor = page.data?.rooms.nextCursor ?? null;
    } while (cursor && pages.length < 5);

    expect(pages.map((page) => page.length)).toEqual([25, 25, 10]);
    expect(pages.flat()).toEqual(numbers);
  });

  it('refuses a cursor of another building, and answers NOT_FOUND for an unknown building', async () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, l: 'rooms::', s: '01:ENG', p: { pk: 'ROOM#x', sk: 'ROOM', isk: 'ROOM#1' } })).toString('base64url');

    expect(codesOf(await rooms({ campusCode: '01', buildingCode: 'CHM', cursor: forged }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await rooms({ campusCode: '01', buildingCode: 'NOPE' }))).toEqual(['NOT_FOUND']);
  });
});
