import { randomUUID } from 'node:crypto';
import type { IntegrationTrigger } from '../../../schema/src/workflow/model';
import type { IntegrationLogRecord } from '../../data/entities';
import { findFormWithResponses } from '../../data/forms-repository';
import { putIntegrationLog } from '../../data/integration-logs-repository';
import { logger } from '../telemetry';
import { triggersOfArrival, type Arrival } from './arrival';
import { callIntegration, type CallOutcome } from './integration-call';
import { callBack } from './integration-callback';
import { dispatchIntegrationWork } from './integration-dispatch';
import { integrationPayload } from './integration-payload';
import { refusedUrl } from './integration-url';

/** Calls the endpoint with the form as it is now (its answers read fresh), unless the URL may not be called. */
async function call(trigger: IntegrationTrigger, arrival: Arrival): Promise<CallOutcome> {
  const refused = await refusedUrl(trigger.url);
  if (refused) return { ok: false, tries: 0, httpStatus: null, error: refused };
  const { responses } = await findFormWithResponses(arrival.form.id);
  const body = integrationPayload(trigger, arrival.form, responses, arrival);
  return callIntegration({ url: trigger.url, method: trigger.method, body, timeoutMs: trigger.timeoutMs, retries: trigger.retries });
}

/**
 * One firing of a trigger, recorded from start to end: PENDING before the first try, then SUCCEEDED or FAILED
 * with the tries and last error, then what its callback did to the form.
 */
export async function fireIntegration(trigger: IntegrationTrigger, arrival: Arrival): Promise<IntegrationLogRecord> {
  const { form } = arrival;
  const pending: IntegrationLogRecord = {
    id: randomUUID(),
    formId: form.id,
    triggerId: trigger.id,
    triggerName: trigger.name,
    method: trigger.method,
    url: trigger.url,
    formStatus: form.status,
    status: 'PENDING',
    tries: 0,
    startedAt: new Date().toISOString(),
  };
  await putIntegrationLog(pending);
  const outcome = await call(trigger, arrival).catch((error: unknown): CallOutcome => ({ ok: false, tries: 0, httpStatus: null, error: (error as Error).message }));
  const finished: IntegrationLogRecord = {
    ...pending,
    status: outcome.ok ? 'SUCCEEDED' : 'FAILED',
    tries: outcome.tries,
    httpStatus: outcome.httpStatus,
    lastError: outcome.ok ? null : outcome.error,
    finishedAt: new Date().toISOString(),
  };
  await putIntegrationLog(finished);
  if (!outcome.ok) logger.warn('Integration call failed', { formId: form.id, triggerId: trigger.id, error: outcome.error, tries: outcome.tries });
  const callback = await callBack(trigger, form, outcome);
  const logged = { ...finished, ...callback };
  if (callback.callbackOutcome) await putIntegrationLog(logged);
  return logged;
}

/**
 * Fires the arrival's integration triggers. The calls (with their retries and timeouts) run after the arrival,
 * not inside the request that caused it, wherever that is safe (integration-dispatch.ts).
 */
export async function callArrivalIntegrations(arrival: Arrival): Promise<void> {
  const triggers = triggersOfArrival(arrival, (holder) => holder.integrationServiceTriggers);
  await Promise.all(
    triggers.map((trigger) => dispatchIntegrationWork(() => fireIntegration(trigger, arrival).then(() => undefined), { formId: arrival.form.id, triggerId: trigger.id })),
  );
}
