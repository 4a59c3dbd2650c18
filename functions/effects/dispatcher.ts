import type { EffectKind, EffectRecord, FormRecord } from '../data/entities';
import { EffectsBusy, leaseFormEffects, saveEffect, settleFormEffects } from '../data/form-effects-repository';
import { findFormConsistently } from '../data/sub-workflows-repository';
import { runInRequestContext } from '../shared/request-context';
import type { EffectResult, EffectRunner } from '../forms/effects/effect-runner';
import { delayUntil, type EffectsQueue } from './effects-queue';
import { applyFollowUps } from './follow-ups';
import { logger } from './telemetry';

/** Everything the dispatcher works with, passed in: the queue, the clock, who it is, and the runners. */
export interface DispatcherDeps {
  queue: EffectsQueue;
  clock: () => Date;
  /** Names this dispatcher in the form's lease (the invocation's request id in Lambda). */
  holder: string;
  /** How long a lease holds: at least the worker's timeout, so a live dispatcher never loses its form. */
  leaseMs: number;
  runners: Record<EffectKind, EffectRunner>;
}

/** Tries per effect unless its runner says otherwise (an integration: its retries + 1). */
export const defaultMaxTries = 6;
/** Finished effects a form keeps for its history (the oldest go first): the item stays far below 400 KB. */
export const keptFinishedEffects = 60;
/** When another dispatcher holds the form, the message comes back after this long. */
export const busyDelaySeconds = 5;
/** A message may arrive a little before its effect's time (clocks differ): what counts as due. */
const dueGraceMs = 250;

/** The wait before try `tries + 1`: 1 s, 2 s, 4 s... up to SQS's 15 minutes. */
export const backoffSeconds = (tries: number) => Math.min(2 ** Math.max(tries - 1, 0), 900);

/** The effects still to run, in the order they were recorded. */
export const pendingEffectsOf = (form: FormRecord): EffectRecord[] =>
  Object.values(form.effects ?? {})
    .filter((effect) => effect.state === 'PENDING')
    .sort((a, b) => a.seq - b.seq);

function finishedToPrune(form: FormRecord): string[] {
  const finished = Object.values(form.effects ?? {}).filter((effect) => effect.state !== 'PENDING').sort((a, b) => b.seq - a.seq);
  return finished.slice(keptFinishedEffects).map((effect) => effect.id);
}

/**
 * Runs one effect once, applies what it asks for, and records what became of it (on the form, under the lease),
 * in a context of its own carrying the test id of the request that recorded it (so what it creates is tagged).
 */
function runEffect(form: FormRecord, effect: EffectRecord, deps: DispatcherDeps, quietQueue: EffectsQueue): Promise<FormRecord> {
  return runInRequestContext(effect.testId ? { testId: effect.testId } : {}, () => runEffectOnce(form, effect, deps, quietQueue));
}

async function runEffectOnce(form: FormRecord, effect: EffectRecord, deps: DispatcherDeps, quietQueue: EffectsQueue): Promise<FormRecord> {
  const now = deps.clock().toISOString();
  const tries = effect.tries + 1;
  const runner = deps.runners[effect.kind];
  const context = { effect, form, now, queue: deps.queue };
  let result: EffectResult = await runner.run(context).catch((error: unknown): EffectResult => ({ outcome: 'retry', note: (error as Error).message ?? String(error) }));
  if (result.outcome === 'retry' && tries >= (result.maxTries ?? defaultMaxTries)) {
    const reason = `${result.note} (after ${tries} tries)`;
    result = { outcome: 'failed', note: reason, followUps: runner.giveUp?.(context, result.note) ?? [] };
  }
  if (result.outcome !== 'retry') {
    const results = await applyFollowUps(result.followUps ?? [], quietQueue);
    await result.afterFollowUps?.(results);
  }
  const finishedAt = deps.clock().toISOString();
  const recorded: EffectRecord =
    result.outcome === 'retry'
      ? { ...effect, tries, lastError: result.note, nextAttemptAt: new Date(Date.parse(finishedAt) + backoffSeconds(tries) * 1000).toISOString() }
      : { ...effect, tries, state: result.outcome === 'done' ? 'DONE' : 'FAILED', lastError: result.note ?? null, finishedAt };
  if (recorded.state === 'FAILED') logger.warn('Effect failed', { formId: form.id, effectId: effect.id, kind: effect.kind, reason: recorded.lastError, tries });
  return saveEffect(form.id, recorded, deps.holder);
}

/** What one dispatch of a form did. */
export interface DispatchSummary {
  ran: number;
  /** BUSY: another dispatcher holds the form (the message comes back later); GONE: the form was deleted. */
  outcome: 'SETTLED' | 'BUSY' | 'GONE';
}

/**
 * Runs a form's due effects, oldest first, under a lease on the form (one dispatcher at a time per form), until
 * none is due: follow-up moves of the form itself add effects this loop then runs. Then it gives the lease back,
 * leaving the form in the sweep's index while effects wait for a retry, and sends itself a delayed message for
 * the next one. Safe to run for any form any number of times.
 */
export async function dispatchFormEffects(formId: string, deps: DispatcherDeps): Promise<DispatchSummary> {
  const leaseStart = deps.clock();
  let form: FormRecord | undefined;
  try {
    form = await leaseFormEffects(formId, deps.holder, leaseStart.toISOString(), new Date(leaseStart.getTime() + deps.leaseMs).toISOString());
  } catch (error) {
    if (!(error instanceof EffectsBusy)) throw error;
    await deps.queue.send({ formId }, busyDelaySeconds);
    return { ran: 0, outcome: 'BUSY' };
  }
  // The loop below runs what the form's own follow-up moves add: they need not announce it.
  const quietQueue: EffectsQueue = { send: (message, delay) => (message.formId === formId ? Promise.resolve() : deps.queue.send(message, delay)) };
  let ran = 0;
  while (form) {
    const dueBy = deps.clock().getTime() + dueGraceMs;
    const due = pendingEffectsOf(form).filter((effect) => !effect.nextAttemptAt || Date.parse(effect.nextAttemptAt) <= dueBy);
    for (const effect of due) {
      form = await runEffect(form, effect, deps, quietQueue);
      ran += 1;
    }
    if (due.length > 0) continue;
    const next = pendingEffectsOf(form).flatMap((effect) => (effect.nextAttemptAt ? [effect.nextAttemptAt] : [])).sort()[0];
    const settled = await settleFormEffects(formId, { holder: deps.holder, seenAdded: form.effectsAdded ?? 0, ...(next ? { dueAt: next } : {}), prune: finishedToPrune(form) });
    if (settled) {
      if (next) await deps.queue.send({ formId }, delayUntil(next, deps.clock().toISOString()));
      return { ran, outcome: 'SETTLED' };
    }
    // A move added effects meanwhile: read them and go on.
    form = await findFormConsistently(formId);
  }
  return { ran, outcome: 'GONE' };
}
