import { vi } from 'vitest';

/**
 * Runs `work` with `Date` standing still (timers stay real). The process caches in front of DynamoDB (shared
 * tuples, owner grants: at most 5 s) read their clock from `Date`, so a test that counts requests warm stays
 * warm however slow the machine is, instead of passing or failing with the time a busy CI takes.
 */
export async function withClockStill<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
