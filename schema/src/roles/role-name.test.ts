import { describe, expect, it } from 'vitest';
import { checkRoleName, roleNameKey } from './role-name';

describe('checkRoleName', () => {
  it('accepts a name of 1 to 50 characters and trims it', () => {
    expect(checkRoleName('  Reviewers ')).toEqual({ ok: true, name: 'Reviewers' });
    expect(checkRoleName('x')).toEqual({ ok: true, name: 'x' });
    expect(checkRoleName('y'.repeat(50))).toEqual({ ok: true, name: 'y'.repeat(50) });
  });

  it("refuses an empty or blank name with the spec's message", () => {
    expect(checkRoleName('')).toEqual({ ok: false, message: 'String must contain at least 1 character(s)' });
    expect(checkRoleName('   \t ')).toEqual({ ok: false, message: 'String must contain at least 1 character(s)' });
    expect(checkRoleName(undefined)).toEqual({ ok: false, message: 'String must contain at least 1 character(s)' });
  });

  it('refuses a name over 50 characters after trimming', () => {
    expect(checkRoleName(` ${'z'.repeat(51)} `)).toEqual({ ok: false, message: 'String must contain at most 50 character(s)' });
  });
});

describe('roleNameKey', () => {
  it('makes names that differ only in case or surrounding spaces the same', () => {
    expect(roleNameKey(' Lab Reviewers ')).toBe(roleNameKey('lab reviewers'));
    expect(roleNameKey('Lab Reviewers')).not.toBe(roleNameKey('Lab  Reviewers'));
  });
});
