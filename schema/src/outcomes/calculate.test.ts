import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';

const values = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 20 });
const small = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 8 });

describe('calculate', () => {
  it('gives no value when there is nothing to combine', () => {
    expect(calculate('SUM', [])).toBeUndefined();
    expect(calculate('AVERAGE', [])).toBeUndefined();
    expect(calculate('MULTIPLY', [])).toBeUndefined();
  });

  it('sums, averages and multiplies the values', () => {
    expect(calculate('SUM', [2, 3, 5])).toBe(10);
    expect(calculate('AVERAGE', [2, 3, 7])).toBe(4);
    expect(calculate('MULTIPLY', [2, 3, 5])).toBe(30);
  });

  it('does not depend on the order of the values', () => {
    fc.assert(
      fc.property(small, fc.integer(), (list, seed) => {
        const shuffled = [...list].sort((a, b) => ((a * 31 + seed) % 7) - ((b * 31 + seed) % 7));
        for (const kind of ['SUM', 'AVERAGE', 'MULTIPLY'] as const) expect(calculate(kind, shuffled)).toBeCloseTo(calculate(kind, list)!, 6);
      }),
    );
  });

  it('averages within the smallest and the largest value, and sums to the average times the count', () => {
    fc.assert(
      fc.property(values, (list) => {
        const average = calculate('AVERAGE', list)!;
        expect(average).toBeGreaterThanOrEqual(Math.min(...list));
        expect(average).toBeLessThanOrEqual(Math.max(...list));
        expect(average * list.length).toBeCloseTo(calculate('SUM', list)!, 6);
      }),
    );
  });

  it('leaves a product unchanged by a 1 and makes it 0 with a 0', () => {
    fc.assert(
      fc.property(small, (list) => {
        expect(calculate('MULTIPLY', [...list, 1])).toBe(calculate('MULTIPLY', list));
        expect(Math.abs(calculate('MULTIPLY', [...list, 0])!)).toBe(0);
      }),
    );
  });

  it('gives no value for a product that overflows', () => {
    expect(calculate('MULTIPLY', [1e200, 1e200])).toBeUndefined();
  });
});
