import { programEntity, programNameEntity, type ProgramNameRecord, type ProgramRecord } from './entities';
import { ConditionFailed, putRecord } from './store';

/** Claims a program name on a campus with one conditional write: false when another program holds it. */
export async function claimProgramName(guard: ProgramNameRecord): Promise<boolean> {
  try {
    await putRecord(programNameEntity, guard, { mustNotExist: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Writes a new program (its id must be new). */
export async function insertProgram(program: ProgramRecord): Promise<void> {
  await putRecord(programEntity, program, { mustNotExist: true });
}
