import type { AssessmentTypeConfig } from '../../../schema/src/home/assessment-type-entries';
import { defineEntity } from '../entity';

/** An assessment type's configuration (campus config's assessmentTypes), as provisioning wrote it. */
export type AssessmentTypeConfigRecord = AssessmentTypeConfig;

/** The one partition of the tenant's assessment type configurations: at most 50, read whole. */
export const assessmentTypesPk = 'ASSESSMENTTYPES';

export const assessmentTypeConfigEntity = defineEntity<AssessmentTypeConfigRecord>({
  name: 'AssessmentTypeConfig',
  key: (c) => ({ pk: assessmentTypesPk, sk: `TYPE#${c.type}` }),
});
