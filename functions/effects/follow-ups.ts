import { haltWorkflow, moveFormBySystem } from '../forms/actions/system-move';
import type { FollowUp, FollowUpResult } from '../forms/effects/effect-runner';
import type { EffectsQueue } from './effects-queue';
import { logger } from './telemetry';

/**
 * Applies the moves and halts effects ask for, in order, with the move code: each applies only to the stay it
 * names, so applying one twice (an effect run again) changes nothing the second time.
 */
export async function applyFollowUps(followUps: readonly FollowUp[], queue: EffectsQueue): Promise<FollowUpResult[]> {
  const results: FollowUpResult[] = [];
  for (const followUp of followUps) {
    if ('move' in followUp) {
      const moved = await moveFormBySystem(followUp.move, { queue });
      if (moved.outcome === 'REFUSED') logger.warn('Effect move refused', { formId: followUp.move.formId, mover: followUp.move.mover, reason: moved.reason });
      results.push(moved);
    } else {
      results.push({ outcome: (await haltWorkflow(followUp.halt, queue)) ? 'HALTED' : 'STALE' });
    }
  }
  return results;
}
