import { formsWithEffectsDueBefore } from '../data/form-effects-repository';
import type { EffectsQueue } from './effects-queue';

/** How long effects may wait past their time before the sweep sends their form again. */
export const sweepAfterMs = 2 * 60_000;

/**
 * Sends again every form whose effects waited more than `sweepAfterMs` past their time: the send after a move
 * (or a retry's delayed message) was lost, or its dispatcher died. Run by the every-minute scheduler; answers how
 * many forms it sent.
 */
export async function sweepPendingEffects({ now, queue }: { now: Date; queue: EffectsQueue }): Promise<number> {
  const formIds = await formsWithEffectsDueBefore(new Date(now.getTime() - sweepAfterMs).toISOString());
  for (const formId of formIds) await queue.send({ formId });
  return formIds.length;
}
