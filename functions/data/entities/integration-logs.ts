import { defineEntity } from '../entity';

/**
 * One firing of an integration trigger for a form: written PENDING before the first try, then SUCCEEDED or FAILED
 * with the tries it took and the last error, so a call is never lost (a process that dies mid-call leaves PENDING).
 */
export interface IntegrationLogRecord {
  id: string;
  formId: string;
  triggerId: string;
  triggerName: string;
  method: 'POST' | 'PUT';
  url: string;
  /** The state the form arrived in when the trigger fired (the stay its callback applies to). */
  formStatus: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  tries: number;
  /** The HTTP status of the last answer, when there was one. */
  httpStatus?: number | null;
  lastError?: string | null;
  /** The callback event sent to the form (successEvent or errorEvent), or null when none was set. */
  callbackEvent?: string | null;
  /** What became of the callback: MOVED, STALE (the form had moved on), REFUSED, HALTED (workflow ERROR). */
  callbackOutcome?: 'MOVED' | 'STALE' | 'REFUSED' | 'HALTED' | null;
  startedAt: string;
  finishedAt?: string | null;
}

export const integrationLogEntity = defineEntity<IntegrationLogRecord>({
  name: 'IntegrationLog',
  key: (l) => ({ pk: `FORMINTEGRATIONS#${l.formId}`, sk: `LOG#${l.startedAt}#${l.id}` }),
});
