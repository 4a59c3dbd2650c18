import { describe, expect, it } from 'vitest';
import { BoundedLru } from './bounded-lru';

describe('BoundedLru', () => {
  it('drops the least recently used entry when it passes its limit', () => {
    const cache = new BoundedLru<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new BoundedLru(0)).toThrow(/positive whole limit/);
  });
});
