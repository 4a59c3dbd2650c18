import { describe, expect, it } from 'vitest';
import { celUint } from '@bufbuild/cel';
import { toCelValue } from './condition-values';

describe('condition parameter values', () => {
  it('converts numbers and numeric strings as OpenFGA does', () => {
    expect(toCelValue({ name: 'int' }, 10)).toBe(10n);
    expect(toCelValue({ name: 'int' }, '12')).toBe(12n);
    expect(toCelValue({ name: 'uint' }, 3)).toEqual(celUint(3n));
    expect(toCelValue({ name: 'double' }, '1.5')).toBe(1.5);
  });

  it.each([
    ['a fraction for an int', { name: 'int' as const }, 1.5],
    ['a negative uint', { name: 'uint' as const }, -1],
    ['an infinite double', { name: 'double' as const }, Infinity],
    ['a number for a string', { name: 'string' as const }, 3],
    ['a malformed timestamp', { name: 'timestamp' as const }, 'yesterday'],
    ['a malformed duration', { name: 'duration' as const }, 'a while'],
    ['a malformed ipaddress', { name: 'ipaddress' as const }, '1.2.3.4.5'],
  ])('refuses %s', (_name, type, value) => {
    expect(() => toCelValue(type, value)).toThrow();
  });

  it('converts lists and maps element by element', () => {
    expect(toCelValue({ name: 'list', element: { name: 'int' } }, [1, '2'])).toEqual([1n, 2n]);
    expect(toCelValue({ name: 'map', element: { name: 'string' } }, { a: 'x' })).toEqual(new Map([['a', 'x']]));
    expect(() => toCelValue({ name: 'list', element: { name: 'int' } }, [1.5])).toThrow();
  });
});
