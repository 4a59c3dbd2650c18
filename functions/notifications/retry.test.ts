import { describe, expect, it } from 'vitest';
import { withRetries } from './retry';

describe('withRetries', () => {
  it('retries a failing call with doubling waits and answers the last error after three tries', async () => {
    const waits: number[] = [];
    let calls = 0;

    const result = await withRetries(async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    }, { attempts: 3, firstDelayMs: 100, sleep: async (ms) => void waits.push(ms) });

    expect(result).toMatchObject({ ok: false, attempts: 3 });
    expect(String((result as { error: unknown }).error)).toBe('Error: fail 3');
    expect(waits).toEqual([100, 200]);
  });

  it('stops at the first success', async () => {
    let calls = 0;

    const result = await withRetries(async () => (calls += 1) === 2 ? 'sent' : Promise.reject(new Error('busy')), { attempts: 3, firstDelayMs: 1, sleep: async () => undefined });

    expect(result).toEqual({ ok: true, value: 'sent', attempts: 2 });
  });
});
