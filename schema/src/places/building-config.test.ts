import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campusConfigSchema } from '../campus-config';
import { buildingConfigSchema, placesOfCampus } from './building-config';

const shipped = JSON.parse(readFileSync(new URL('../../../infra/config/campuses.json', import.meta.url), 'utf8'));

describe('the buildings, floors and rooms of campus config', () => {
  it('become buildings with their floors and rooms with a campus-wide key, active unless the file says not', () => {
    const building = buildingConfigSchema.parse({
      code: 'CHM',
      name: 'Chemistry Hall',
      floors: [{ floor: 'B', rooms: [{ roomNumber: 'B01' }, { roomNumber: 'B03', active: false }] }, { floor: '1', rooms: [{ roomNumber: '101' }] }],
    });

    const places = placesOfCampus('01', [building]);

    expect(places.buildings).toEqual([{ id: 'bld-01-chm', campusCode: '01', code: 'CHM', name: 'Chemistry Hall', floors: ['B', '1'] }]);
    expect(places.rooms.map((room) => [room.floor, room.roomNumber, room.roomKey, room.active])).toEqual([
      ['B', 'B01', '01-CHM-B01', true],
      ['B', 'B03', '01-CHM-B03', false],
      ['1', '101', '01-CHM-101', true],
    ]);
  });

  it('gives the shipped campus 01 its buildings, Chemistry Hall with a basement', () => {
    const config = campusConfigSchema.parse(shipped);
    const bayview = config.campuses.find((campus) => campus.code === '01')!;

    const chemistry = placesOfCampus('01', bayview.buildings).buildings.find((building) => building.code === 'CHM');

    expect(chemistry?.floors).toEqual(['B', '1', '2', '3']);
  });

  it('refuses a room number twice in one building, naming the building', () => {
    const campuses = shipped.campuses.map((campus: { code: string }) =>
      campus.code === '01'
        ? { ...campus, buildings: [{ code: 'ENG', name: 'Engineering', floors: [{ floor: '1', rooms: [{ roomNumber: '100' }] }, { floor: '2', rooms: [{ roomNumber: '100' }] }] }] }
        : campus,
    );

    const result = campusConfigSchema.safeParse({ ...shipped, campuses });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Duplicate room 100 in ENG']);
  });
});
