import { describe, expect, it } from 'vitest';
import { flagStateWords, isOnForCampus, toggledFlagState, type FlagStateInput } from './flag-toggle';

const active = ['01', '02', '03'];
const off: FlagStateInput = { enabled: false, campusCodes: [], userIds: [] };
const everyone: FlagStateInput = { enabled: true, campusCodes: [], userIds: [] };

describe('toggledFlagState', () => {
  it('switches a flag that is off on for one campus only', () => {
    expect(toggledFlagState(off, { kind: 'campus', campusCode: '02' }, true, active)).toEqual({ enabled: true, campusCodes: ['02'], userIds: [] });
  });

  it('switches one campus off a flag on for everyone, leaving every other active campus on', () => {
    expect(toggledFlagState(everyone, { kind: 'campus', campusCode: '02' }, false, active)).toEqual({ enabled: true, campusCodes: ['01', '03'], userIds: [] });
  });

  it('switches the flag off when its last campus goes and no person is listed', () => {
    const only02 = { enabled: true, campusCodes: ['02'], userIds: [] };

    expect(toggledFlagState(only02, { kind: 'campus', campusCode: '02' }, false, active)).toEqual(off);
  });

  it('keeps the listed people when campuses change, and the flag on for them when the last campus goes', () => {
    const state = { enabled: true, campusCodes: ['02'], userIds: ['u1'] };

    expect(toggledFlagState(state, { kind: 'campus', campusCode: '01' }, true, active)).toEqual({ enabled: true, campusCodes: ['01', '02'], userIds: ['u1'] });
    expect(toggledFlagState(state, { kind: 'campus', campusCode: '02' }, false, active)).toEqual({ enabled: true, campusCodes: [], userIds: ['u1'] });
  });

  it('never widens a flag limited to people when a campus is switched', () => {
    const peopleOnly = { enabled: true, campusCodes: [], userIds: ['u1'] };

    expect(toggledFlagState(peopleOnly, { kind: 'campus', campusCode: '03' }, true, active)).toEqual({ enabled: true, campusCodes: ['03'], userIds: ['u1'] });
  });

  it('keeps a listed campus that is no longer active', () => {
    const state = { enabled: true, campusCodes: ['02', '99'], userIds: [] };

    expect(toggledFlagState(state, { kind: 'campus', campusCode: '01' }, true, active).campusCodes).toEqual(['01', '02', '99']);
  });

  it('switches on for everyone by clearing the limits, and off for everyone', () => {
    const limited = { enabled: true, campusCodes: ['02'], userIds: ['u1'] };

    expect(toggledFlagState(limited, { kind: 'everyone' }, true, active)).toEqual(everyone);
    expect(toggledFlagState(everyone, { kind: 'everyone' }, false, active)).toEqual(off);
  });
});

describe('isOnForCampus', () => {
  it('is on for a listed campus, or every campus when nothing is listed', () => {
    expect(isOnForCampus({ enabled: true, campusCodes: ['01'], userIds: [] }, '01')).toBe(true);
    expect(isOnForCampus({ enabled: true, campusCodes: ['01'], userIds: [] }, '02')).toBe(false);
    expect(isOnForCampus(everyone, '02')).toBe(true);
  });

  it('is off for every campus when the flag is limited to people only, or off', () => {
    expect(isOnForCampus({ enabled: true, campusCodes: [], userIds: ['u1'] }, '01')).toBe(false);
    expect(isOnForCampus(off, '01')).toBe(false);
  });
});

describe('flagStateWords', () => {
  it('says who the flag is on for', () => {
    expect(flagStateWords(off)).toBe('Off');
    expect(flagStateWords(everyone)).toBe('On for everyone');
    expect(flagStateWords({ enabled: true, campusCodes: ['01', '02'], userIds: [] })).toBe('On for campuses 01, 02');
    expect(flagStateWords({ enabled: true, campusCodes: ['01'], userIds: ['u1', 'u2'] })).toBe('On for campus 01 and 2 people');
  });
});
