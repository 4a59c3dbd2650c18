import { programEntity, programNameEntity, type ProgramNameRecord, type ProgramRecord } from './entities';
import { deleteItem } from './item-operations';
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

/** Releases a program name this program holds (tolerant: a guard that is gone or another program's stays as it is). */
export async function releaseProgramName(guard: Pick<ProgramNameRecord, 'campusCode' | 'nameKey' | 'programId'>): Promise<void> {
  const condition = { expression: '#c_program = :c_program', names: { '#c_program': 'programId' }, values: { ':c_program': guard.programId } };
  try {
    await deleteItem(programNameEntity.key(guard as ProgramNameRecord), { condition });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** Removes a program item (tolerant: one that is not there is fine). */
export async function deleteProgram(programId: string): Promise<void> {
  await deleteItem(programEntity.key({ id: programId } as ProgramRecord));
}
