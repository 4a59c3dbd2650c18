import type { DataMapperContent } from '../../../schema/src/mappers/data-mapper-model';
import { defineEntity } from '../entity';

/**
 * A template group's data mapper (docs/data-model.md "Data mapper"): one item per group, read by key at every
 * submit of the group's forms; every save is one conditional write under `version`.
 */
export interface DataMapperRecord extends DataMapperContent {
  templateGroupId: string;
  /** The library editor whose save granted the library writes; null when the last saver was not one. */
  grantedBy: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export const dataMapperEntity = defineEntity<DataMapperRecord>({
  name: 'DataMapper',
  key: (m) => ({ pk: `DATAMAPPER#${m.templateGroupId}`, sk: 'DATAMAPPER' }),
});
