import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { writeBackToLibrary } from '../mappers/library-write-back';
import type { Caller } from '../shared/caller';
import { logger, metrics } from './telemetry';

/**
 * After a submit has gone through, the data mapper's update of the library item the form names
 * (mappers/library-write-back.ts). The form is submitted whatever it does: a refused or failed write is logged
 * with its reason and counted, never turned into an error of the submit that already happened.
 */
export async function writeBackOnSubmit(caller: Caller, form: FormRecord, template: TemplateRecord, responses: readonly ResponseRecord[]): Promise<void> {
  try {
    const outcome = await writeBackToLibrary(caller, form, template, responses);
    if (outcome === 'NO_MAPPER') return;
    metrics.addMetric(outcome === 'UPDATED' ? 'LibraryWriteBacks' : 'LibraryWriteBacksSkipped', MetricUnit.Count, 1);
    logger.info('Data mapper write-back', { formId: form.id, templateGroupId: form.templateGroupId, outcome });
  } catch (error) {
    metrics.addMetric('LibraryWriteBacksFailed', MetricUnit.Count, 1);
    logger.error('Data mapper write-back failed', { formId: form.id, error: error as Error });
  }
}
