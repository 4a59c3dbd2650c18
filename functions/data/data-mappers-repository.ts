import { dataMapperEntity, type DataMapperRecord } from './entities';
import { ConditionFailed, getRecord, saveRecord, versionIs } from './store';

/** A stored data mapper changed (or appeared) meanwhile. */
export class StaleDataMapper extends Error {
  override readonly name = 'StaleDataMapper';
}

const mapperKey = (templateGroupId: string) => dataMapperEntity.key({ templateGroupId } as DataMapperRecord);

/** A template group's data mapper, if it has one: one GetItem. */
export const findDataMapper = (templateGroupId: string, consistent = false) => getRecord(dataMapperEntity, mapperKey(templateGroupId), consistent);

/**
 * Stores a mapper at `record.version`, if the stored one is still at `record.version - 1` (none for version 1):
 * StaleDataMapper otherwise, so of two authors saving at once one wins.
 */
export async function saveDataMapper(record: DataMapperRecord): Promise<DataMapperRecord> {
  const expected = record.version - 1;
  try {
    return await saveRecord(dataMapperEntity, record, expected === 0 ? { mustNotExist: true } : { mustExist: true, condition: versionIs(expected) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleDataMapper(`The data mapper of ${record.templateGroupId} changed meanwhile.`);
    throw error;
  }
}
