import { isFlagOn } from '../../schema/src/flags/flag-state';
import { assertAllowed } from '../authz/checks';
import type { ProgramRecord } from '../data/entities';
import { findPrograms } from '../data/organization-repository';
import { listFeatureFlags } from '../data/platform-repository';
import type { Caller } from '../shared/caller';
import { AppError, notFound } from '../shared/errors';

/** The flags that gate this domain's screens (spec: program area). */
export type AssignmentFlag = 'rollout-assignment' | 'rollout-user-documents';

/** NOT_FOUND while the flag is off for the caller: the screen does not exist for them, nor does its API. */
export async function assertFlagOn(caller: Caller, key: AssignmentFlag): Promise<void> {
  const flag = (await listFeatureFlags()).find((candidate) => candidate.key === key);
  if (!flag || !isFlagOn(flag, caller)) throw new AppError('NOT_FOUND', 'This feature is not available.');
}

/**
 * The program, once the caller is one of its admins (FORBIDDEN otherwise, before anything about it is read) and,
 * when given, the flag is on for them.
 */
export async function adminProgram(caller: Caller, programId: string, flag?: AssignmentFlag): Promise<ProgramRecord> {
  if (flag) await assertFlagOn(caller, flag);
  await assertAllowed(caller, 'admin', `program:${programId}`, { message: 'Only the program’s administrators may do this.' });
  const [program] = await findPrograms([programId]);
  if (!program) throw notFound('Program', programId);
  return program;
}
