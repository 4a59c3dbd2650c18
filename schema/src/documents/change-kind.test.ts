import { describe, expect, it } from 'vitest';
import { changeKindOf } from './change-kind';

describe('changeKindOf', () => {
  it('says Created when the last save is the creation', () => {
    expect(changeKindOf({ createdDate: '2026-01-01T10:00:00.000Z', lastSaved: '2026-01-01T10:00:00.000Z' })).toBe('Created');
  });

  it('says Created when less than 1 second separates creation and last save', () => {
    expect(changeKindOf({ createdDate: '2026-01-01T10:00:00.000Z', lastSaved: '2026-01-01T10:00:00.999Z' })).toBe('Created');
  });

  it('says Edited from 1 second on', () => {
    expect(changeKindOf({ createdDate: '2026-01-01T10:00:00.000Z', lastSaved: '2026-01-01T10:00:01.000Z' })).toBe('Edited');
  });

  it('says Created when a date cannot be read', () => {
    expect(changeKindOf({ createdDate: 'garbage', lastSaved: '2026-01-01T10:00:01.000Z' })).toBe('Created');
  });
});
