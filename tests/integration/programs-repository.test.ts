import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimProgramName, releaseProgramName } from '../../functions/data/programs-repository';
import { startTestStore } from './support/local-store';

// createProgram's undo after a failure (see functions/programs/resolvers/programs.ts) frees the name through
// releaseProgramName; these check that step on the real store.

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const guard = (programId: string, nameKey = 'fume hoods') => ({ campusCode: '01', nameKey, programId, claimedAt: new Date().toISOString() });

describe('the program name guard', () => {
  it('is free again once the program that claimed it releases it', async () => {
    const claimed = await claimProgramName(guard('prog-a'));
    const taken = await claimProgramName(guard('prog-b'));

    await releaseProgramName(guard('prog-a'));
    const reclaimed = await claimProgramName(guard('prog-b'));

    expect([claimed, taken, reclaimed]).toEqual([true, false, true]);
  });

  it('stays with its program when another program releases it, and tolerates a guard that is gone', async () => {
    await claimProgramName(guard('prog-x', 'eyewash stations'));

    await releaseProgramName(guard('prog-y', 'eyewash stations'));
    await releaseProgramName(guard('prog-y', 'never claimed'));

    expect(await claimProgramName(guard('prog-z', 'eyewash stations'))).toBe(false);
  });
});
