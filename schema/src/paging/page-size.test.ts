import { describe, expect, it } from 'vitest';
import { parsePage, parsePageSize } from './page-size';

describe('parsePageSize', () => {
  it('accepts 25, 50 and 100', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('100')).toBe(100);
  });

  it('falls back to 25 for anything else', () => {
    expect(parsePageSize('10')).toBe(25);
    expect(parsePageSize('abc')).toBe(25);
    expect(parsePageSize(null)).toBe(25);
  });
});

describe('parsePage', () => {
  it('accepts whole numbers from 1 and falls back to 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage(undefined)).toBe(1);
  });
});
