import { listNotificationLogs } from '../../data/notifications-repository';
import { completeTodosOfForm, sendNotification } from '../../notifications/send';
import { arrivalOfEffect } from './effect-arrival';
import { done, type EffectRunner } from './effect-runner';

/** One try per run: the dispatcher's retries, with their backoff, replace the sender's own. */
const oneTry = { attempts: 1, firstDelayMs: 0, sleep: async () => undefined };

/**
 * Sends an arrival's notification (mail or to-dos), recorded under the effect's id: a run that finds it SENT does
 * not send again, and to-dos are rewritten under the same ids. A failed mail is tried again after a backoff.
 */
export const notificationRunner: EffectRunner = {
  async run(context) {
    const { effect, form } = context;
    const trigger = effect.notificationTrigger!;
    if ((await listNotificationLogs(form.id)).some((log) => log.id === effect.id && log.status === 'SENT')) return done('Already sent.');
    const arrival = await arrivalOfEffect(context);
    if (!arrival) return done('The form has no workflow.');
    const request = { trigger, form: arrival.form, template: arrival.template, previousStatus: arrival.previousStatus ?? null, event: arrival.event ?? null };
    const result = await sendNotification(request, { retry: oneTry, record: { id: effect.id, at: effect.createdAt } });
    if (result.outcome === 'SKIPPED') return done(result.reason);
    const { log } = result;
    if (log.status === 'SENT') return done(`Sent to ${log.recipients.length} recipient(s).`);
    // Nobody to send to is not worth another try; a transport failure is.
    if (log.attempts === 0 || log.kind === 'TODO') return { outcome: 'failed', note: log.error ?? 'Not sent.' };
    return { outcome: 'retry', note: log.error ?? 'Not sent.' };
  },
};

/** Completes the form's TODOs of statuses it is no longer in (a reminder is done once the form moves on). */
export const completeTodosRunner: EffectRunner = {
  async run({ form, now }) {
    const closed = await completeTodosOfForm(form.id, form.status, now);
    return done(closed ? `${closed} to-do(s) completed.` : 'None were open.');
  },
};
