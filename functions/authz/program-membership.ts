import type { ProgramRecord } from '../data/entities';
import { findPrograms } from '../data/organization-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';
import { assertAllowed } from './checks';

/**
 * The program, once the caller may view it: NOT_FOUND naming the id for a program that does not exist, FORBIDDEN
 * unless the caller is a member (a user or a role listed on the program, or one of its administrators: the
 * model's `program#can_view`). The program area's overview and every list it shows ask this first (spec: "the
 * user must be in the list of programs for their roles").
 */
export async function memberProgram(caller: Caller, programId: string): Promise<ProgramRecord> {
  const [program] = await findPrograms([programId]);
  if (!program) throw notFound('Program', programId);
  await assertAllowed(caller, 'can_view', `program:${programId}`, { message: 'You are not a member of this program.' });
  return program;
}
