import { isFlagOn } from '../../schema/src/flags/flag-state';
import { assertAllowed } from '../authz/checks';
import { listFeatureFlags } from '../data/platform-repository';
import type { Caller } from '../shared/caller';
import { AppError } from '../shared/errors';

/**
 * The compliance calendar is for a program's administrators (`admin` on the program, asked of the engine): it
 * names every form with a timer and every person's tasks, which only they may list (as tasksByProgram and
 * documentsByProgram). NOT_FOUND while rollout-compliance-calendar is off for the caller, FORBIDDEN otherwise.
 */
export async function assertCalendarViewer(caller: Caller, programId: string): Promise<void> {
  const flag = (await listFeatureFlags()).find((candidate) => candidate.key === 'rollout-compliance-calendar');
  if (!flag || !isFlagOn(flag, caller)) throw new AppError('NOT_FOUND', 'This feature is not available.');
  await assertAllowed(caller, 'admin', `program:${programId}`, { message: 'Only the program’s administrators may see its compliance calendar.' });
}
