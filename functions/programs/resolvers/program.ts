import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { memberProgram } from '../../authz/program-membership';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { programViews } from '../program-views';

/** `program(programId)`: one program for its members (NOT_FOUND naming the id, FORBIDDEN for anyone else). */
export async function program(caller: Caller, args: unknown) {
  const { programId } = parseInput(z.object({ programId: idSchema }), args);
  const [view] = await programViews(caller, [await memberProgram(caller, programId)]);
  return view;
}
