import { explorerConfigEntity, type ExplorerConfigRecord } from './entities';
import { ConditionFailed, getRecord, saveRecord, versionIs } from './store';

const keyOf = (programId: string) => explorerConfigEntity.key({ programId } as ExplorerConfigRecord);

/** A program's Data Explorer configuration (strongly consistent: an editor builds on it), or undefined. */
export const findExplorerConfig = (programId: string) => getRecord(explorerConfigEntity, keyOf(programId), true);

/**
 * Replaces a program's configuration with `record` (whose version is `expectedVersion + 1`) in one conditional
 * write: created only when none exists for 0, else only while the stored one is still at `expectedVersion`.
 * Answers false, writing nothing, when another save came first.
 */
export async function replaceExplorerConfig(record: ExplorerConfigRecord, expectedVersion: number): Promise<boolean> {
  try {
    await saveRecord(explorerConfigEntity, record, expectedVersion === 0 ? { mustNotExist: true } : { mustExist: true, condition: versionIs(expectedVersion) });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}
