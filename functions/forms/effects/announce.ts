import type { EffectsQueue } from '../../effects/effects-queue';
import type { EffectRecord } from '../../data/entities';
import { logger } from '../telemetry';

/**
 * Tells the dispatcher a form has new effects, once they are written. A lost send loses nothing: the form is in
 * the sweep's index until its effects ran, and the every-minute sweep sends it again.
 */
export async function announceEffects(queue: EffectsQueue, formId: string, effects: readonly EffectRecord[]): Promise<void> {
  if (effects.length === 0) return;
  try {
    await queue.send({ formId });
  } catch (error) {
    logger.warn('Announcing effects failed; the sweep will send them', { formId, error: error as Error });
  }
}
