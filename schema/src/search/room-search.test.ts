import { describe, expect, it } from 'vitest';
import { mergeRoomChoices, roomSearchPlan, roomText } from './room-search';

const room = (building: string, buildingName: string, roomNumber: string) => ({ roomKey: `01-${building}-${roomNumber}`, building, buildingName, floor: '1', roomNumber });

describe('roomSearchPlan', () => {
  it('reads one word as a room number and as a building', () => {
    expect(roomSearchPlan(' 204 ')).toEqual({ roomNumber: '204', buildings: [{ building: '204', roomPrefix: '' }] });
  });

  it('reads several words as a building and a room number, or as a building name alone', () => {
    expect(roomSearchPlan('Chemistry  Hall 2')).toEqual({
      roomNumber: null,
      buildings: [
        { building: 'Chemistry Hall', roomPrefix: '2' },
        { building: 'Chemistry Hall 2', roomPrefix: '' },
      ],
    });
  });
});

describe('mergeRoomChoices', () => {
  it('keeps each room once, by building name then room number, up to the limit', () => {
    const merged = mergeRoomChoices([[room('SCI', 'Science Hall', '10'), room('CHM', 'Chemistry Hall', '204')], [room('SCI', 'Science Hall', '9'), room('CHM', 'Chemistry Hall', '204')]], 2);
    expect(merged.map((r) => r.roomKey)).toEqual(['01-CHM-204', '01-SCI-9']);
  });
});

describe('roomText', () => {
  it('names the building, floor and room', () => {
    expect(roomText({ building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '204' })).toBe('Chemistry Hall (CHM), floor 2, room 204');
  });
});
