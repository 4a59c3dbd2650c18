import { assessmentTypeConfigEntity, assessmentTypesPk, type AssessmentTypeConfigRecord } from './entities';
import { itemOf, putItems, queryRecords } from './store';

/** The tenant's assessment type configurations (at most 50: campus config's limit), one Query. */
export async function listAssessmentTypeConfigs(): Promise<AssessmentTypeConfigRecord[]> {
  return (await queryRecords(assessmentTypeConfigEntity, { pk: assessmentTypesPk, limit: 50 })).items;
}

/** Writes the configurations (whole-item puts by type): provisioning's idempotent write. */
export const putAssessmentTypeConfigs = (configs: readonly AssessmentTypeConfigRecord[]) =>
  putItems(configs.map((config) => itemOf(assessmentTypeConfigEntity, config)));
