import { nodeName } from '../../schema/src/workflow/routes';
import { eventOfRoute, timerShardCount } from '../../schema/src/workflow/schedule';
import type { FormRecord, ResponseRecord, TimerRecord } from '../data/entities';
import { findFormWithResponses } from '../data/forms-repository';
import { deleteTimer, dueTimers } from '../data/scheduling-repository';
import type { EffectsQueue } from '../effects/effects-queue';
import { haltWorkflow, inExpectedStay, moveFormBySystem, type SystemCause } from '../forms/actions/system-move';
import { answersOfForm, workflowOfForm } from '../forms/workflow-runtime';
import type { SchedulerSummary } from './summary';
import { logger } from './telemetry';

type TimerOutcome = 'MOVED' | 'STALE' | 'REFUSED';

/** What a timer asks for now: an auto-transition to take, nothing (stale, or a later one waits), or a refusal. */
type TimerDecision = { cause: SystemCause; read: { form: FormRecord; responses: ResponseRecord[] } } | { stale: true } | { refused: string };

/**
 * Decides a due timer with the form's answers as they are now: the first auto-transition due after the timer's
 * days whose guards hold. When none holds and no later auto-transition of the stay remains, the move is refused.
 */
async function decide(timer: TimerRecord): Promise<TimerDecision> {
  const { form, responses } = await findFormWithResponses(timer.formId);
  if (!form || !inExpectedStay(form, { status: timer.status, enteredAt: timer.enteredAt })) return { stale: true };
  const workflow = await workflowOfForm(form);
  if (!workflow) return { refused: 'The form has no workflow.' };
  const { compiled, record } = workflow;
  const open = compiled.autoTransitions(form.status, answersOfForm(responses)).find((auto) => auto.days === timer.days);
  if (open) {
    const event = eventOfRoute(open.edgeIds, record.flow.edges);
    return { cause: { autoTransition: { status: open.target, edgeIds: open.edgeIds, event } }, read: { form, responses } };
  }
  if (compiled.autoTransitions(form.status).some((auto) => auto.days > timer.days)) return { stale: true };
  const state = nodeName(record.flow.nodes.find((node) => node.id === form.status), form.status);
  return { refused: `The automatic move after ${timer.days} days in state ${state} was refused: its conditions are not met.` };
}

/** Fires one due timer: moves its form if it is still in the stay, or puts the form in ERROR when refused. */
export async function fireTimer(timer: TimerRecord, now: string, queue: EffectsQueue): Promise<TimerOutcome> {
  const expected = { status: timer.status, enteredAt: timer.enteredAt };
  const decision = await decide(timer);
  if ('stale' in decision) return 'STALE';
  let reason: string;
  if ('cause' in decision) {
    // The form as decide() read it: the move's conditional write refuses it if it changed since.
    const result = await moveFormBySystem({ formId: timer.formId, expected, cause: decision.cause, mover: 'Scheduler', now }, { queue, read: decision.read });
    if (result.outcome !== 'REFUSED') return result.outcome;
    reason = result.reason;
  } else {
    reason = decision.refused;
  }
  // Of two runs refusing at once only one halt applies (a conditional write); the other finds the form halted. A
  // sub-workflow's child tells its parent through the halt's own effect.
  return (await haltWorkflow({ formId: timer.formId, expected, status: 'ERROR', message: reason, now }, queue)) ? 'REFUSED' : 'STALE';
}

/** Fires one shard's due timers in due order; a timer whose firing threw stays for the next run. */
async function fireShard(shard: number, now: string, summary: SchedulerSummary, queue: EffectsQueue): Promise<void> {
  for (const timer of await dueTimers(shard, now)) {
    try {
      const outcome = await fireTimer(timer, now, queue);
      await deleteTimer(timer);
      if (outcome === 'MOVED') {
        summary.timersFired += 1;
        summary.formsMoved += 1;
      } else if (outcome === 'STALE') summary.timersStale += 1;
      else summary.timersRefused += 1;
    } catch (error) {
      summary.errors += 1;
      logger.error('Timer failed; it stays for the next run', { formId: timer.formId, dueAt: timer.dueAt, error: error as Error });
    }
  }
}

/** Fires every timer due at or before `now`, shard by shard (the shards in parallel). */
export async function fireDueTimers(now: string, summary: SchedulerSummary, queue: EffectsQueue): Promise<void> {
  await Promise.all(
    Array.from({ length: timerShardCount }, async (_, shard) => {
      try {
        await fireShard(shard, now, summary, queue);
      } catch (error) {
        summary.errors += 1;
        logger.error('Reading due timers failed', { shard, error: error as Error });
      }
    }),
  );
}
