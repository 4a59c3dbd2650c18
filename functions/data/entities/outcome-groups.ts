import type { OutcomeGroup } from '../../../schema/src/template/outcome-model';
import { defineEntity } from '../entity';

/**
 * One outcome group of a template version, with its outcomes, risk levels and scales: one item in the version's
 * partition, so the whole version (header, nodes, outcome groups) is still one Query, and every outcome edit is
 * one conditional write of its group under `version`.
 */
export interface OutcomeGroupRecord extends Omit<OutcomeGroup, 'id'> {
  templateId: string;
  groupId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The sort key prefix of a version's outcome groups. */
export const outcomeGroupPrefix = 'OUTCOMEGROUP#';

export const outcomeGroupEntity = defineEntity<OutcomeGroupRecord>({
  name: 'OutcomeGroup',
  key: (g) => ({ pk: `TEMPLATE#${g.templateId}`, sk: `${outcomeGroupPrefix}${g.groupId}` }),
});
