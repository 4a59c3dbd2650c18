import { describe, expect, it } from 'vitest';
import { isFlagOn } from './flag-state';

const user = { userId: 'u1', campusCode: '01' };

describe('isFlagOn', () => {
  it('is off when disabled, whatever its lists say', () => {
    expect(isFlagOn({ key: 'f', enabled: false, userIds: ['u1'] }, user)).toBe(false);
  });

  it('is on for everyone when enabled without lists', () => {
    expect(isFlagOn({ key: 'f', enabled: true }, user)).toBe(true);
  });

  it('admits a listed campus or a listed user', () => {
    expect(isFlagOn({ key: 'f', enabled: true, campusCodes: ['01'] }, user)).toBe(true);
    expect(isFlagOn({ key: 'f', enabled: true, campusCodes: ['02'], userIds: ['u1'] }, user)).toBe(true);
    expect(isFlagOn({ key: 'f', enabled: true, campusCodes: ['02'] }, user)).toBe(false);
  });
});
