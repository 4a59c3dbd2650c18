import type { IntegrationTrigger } from '../../../schema/src/workflow/model';
import type { IntegrationLogRecord } from '../../data/entities';
import { findIntegrationLog, putIntegrationLog } from '../../data/integration-logs-repository';
import { logger } from '../telemetry';
import { arrivalOfEffect } from './effect-arrival';
import { done, type EffectContext, type EffectResult, type EffectRunner } from './effect-runner';
import { callIntegration, type CallOutcome } from './integration-call';
import { callbackOf, callbackRecord } from './integration-callback';
import { integrationPayload } from './integration-payload';
import { refusedUrl } from './integration-url';

/**
 * The longest one try may take: the worker function's timeout (900 s, Lambda's most) less a margin to record the
 * outcome. A trigger's own timeout may ask for up to 900 s; it gets this much.
 */
export const longestTryMs = 840_000;

/** One try at the endpoint with the form as it is now (its answers read fresh), unless the URL may not be called. */
async function tryOnce(trigger: IntegrationTrigger, context: EffectContext): Promise<CallOutcome & { refused?: true }> {
  const refused = await refusedUrl(trigger.url);
  if (refused) return { ok: false, tries: 0, httpStatus: null, error: refused, refused: true };
  const arrival = await arrivalOfEffect(context);
  const body = integrationPayload(trigger, arrival?.form ?? context.form, arrival?.responses ?? [], arrival ?? {});
  const timeoutMs = Math.min(trigger.timeoutMs, longestTryMs);
  return callIntegration({ url: trigger.url, method: trigger.method, body, timeoutMs, retries: 0 });
}

/** Whether a failed try may be tried again: network errors, timeouts and 5xx answers, while retries remain. */
const retryable = (outcome: CallOutcome & { refused?: true }, tries: number, trigger: IntegrationTrigger) =>
  !outcome.ok && !outcome.refused && (outcome.httpStatus === null || outcome.httpStatus >= 500) && tries <= trigger.retries;

/** The effect's result once its call ended: the callback as a follow-up, whose outcome the log then records. */
function finished(log: IntegrationLogRecord, context: EffectContext, outcome: CallOutcome): EffectResult {
  const trigger = context.effect.integrationTrigger!;
  const { event, followUp } = callbackOf(trigger, context.form, context.effect, outcome, context.now);
  const note = outcome.ok ? `HTTP ${outcome.httpStatus}` : outcome.error;
  return {
    outcome: outcome.ok ? 'done' : 'failed',
    note,
    ...(followUp ? { followUps: [followUp] } : {}),
    afterFollowUps: async (results) => {
      const callback = callbackRecord(event, results[0]);
      if (callback.callbackOutcome) await putIntegrationLog({ ...log, ...callback });
    },
  };
}

/**
 * One try of an integration trigger per run (each retry is its own queue message, after its backoff), recorded
 * in the firing's log under the effect's id: PENDING with the tries so far, then SUCCEEDED or FAILED, then what
 * its callback did to the form. A run that finds the firing already finished only applies the callback again
 * (a move on the stay it fired in applies at most once).
 */
export const integrationRunner: EffectRunner = {
  async run(context) {
    const { effect, form, now } = context;
    const trigger = effect.integrationTrigger!;
    const previous = await findIntegrationLog(form.id, effect.createdAt, effect.id);
    if (previous && previous.status !== 'PENDING' && previous.callbackOutcome !== undefined) return done('Already called.');
    const base: IntegrationLogRecord = previous ?? {
      id: effect.id,
      formId: form.id,
      triggerId: trigger.id,
      triggerName: trigger.name,
      method: trigger.method,
      url: trigger.url,
      formStatus: effect.arrival.status,
      status: 'PENDING',
      tries: 0,
      startedAt: effect.createdAt,
    };
    if (previous && previous.status !== 'PENDING') {
      const ok = previous.status === 'SUCCEEDED';
      return finished(previous, context, ok ? { ok, tries: previous.tries, httpStatus: previous.httpStatus ?? 200 } : { ok, tries: previous.tries, httpStatus: previous.httpStatus ?? null, error: previous.lastError ?? 'failed' });
    }
    const attempt = await tryOnce(trigger, context);
    const tries = attempt.refused ? 0 : base.tries + 1;
    if (retryable(attempt, tries, trigger)) {
      await putIntegrationLog({ ...base, tries, httpStatus: attempt.httpStatus, lastError: attempt.ok ? null : attempt.error });
      return { outcome: 'retry', note: attempt.ok ? '' : attempt.error, maxTries: trigger.retries + 1 };
    }
    const outcome: CallOutcome = attempt.ok ? { ...attempt, tries } : { ...attempt, tries, error: tries > 1 ? `${attempt.error} after ${tries} tries` : attempt.error };
    const log: IntegrationLogRecord = {
      ...base,
      status: outcome.ok ? 'SUCCEEDED' : 'FAILED',
      tries,
      httpStatus: outcome.httpStatus,
      lastError: outcome.ok ? null : outcome.error,
      finishedAt: now,
    };
    await putIntegrationLog(log);
    if (!outcome.ok) logger.warn('Integration call failed', { formId: form.id, triggerId: trigger.id, error: outcome.error, tries });
    return finished(log, context, outcome);
  },
};
