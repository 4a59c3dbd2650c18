import { integrationLogEntity, type IntegrationLogRecord } from './entities';
import { getRecord, putRecord, queryRecords } from './store';

/** The storage of integration calls: one log item per trigger firing, in the form's `FORMINTEGRATIONS#` partition. */

/** Writes a log item (PENDING when a firing starts, then its outcome under the same key). */
export const putIntegrationLog = (log: IntegrationLogRecord) => putRecord(integrationLogEntity, log);

/** The integration calls of a form, oldest first. */
export async function listIntegrationLogs(formId: string): Promise<IntegrationLogRecord[]> {
  return (await queryRecords(integrationLogEntity, { pk: `FORMINTEGRATIONS#${formId}`, skBeginsWith: 'LOG#', consistent: true, limit: 1000 })).items;
}

/** One firing's log (read consistently: the dispatcher decides by it whether to call again). */
export const findIntegrationLog = (formId: string, startedAt: string, id: string) =>
  getRecord(integrationLogEntity, integrationLogEntity.key({ formId, startedAt, id } as IntegrationLogRecord), true);
