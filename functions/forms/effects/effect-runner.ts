import type { EffectRecord, FormRecord } from '../../data/entities';
import type { EffectsQueue } from '../../effects/effects-queue';
import type { HaltRequest, SystemMoveRequest, SystemMoveResult } from '../actions/system-move';

/** What an effect runner is handed: the effect, the form as the dispatcher read it, the clock, and the queue. */
export interface EffectContext {
  effect: EffectRecord;
  form: FormRecord;
  now: string;
  /** Where a runner announces the effects of a form it created (a sub-workflow's child). */
  queue: EffectsQueue;
}

/** A move or halt an effect asks for: data the dispatcher applies with the move code (effects never call it). */
export type FollowUp = { move: SystemMoveRequest } | { halt: HaltRequest };

/** What became of a follow-up: the move's outcome, or whether the halt applied. */
export type FollowUpResult = SystemMoveResult | { outcome: 'HALTED' | 'STALE' };

/**
 * What a run of an effect came to: done (with a note for the history), a transient failure to try again after a
 * backoff (`maxTries` in all), or a failure for good. Either end may ask for follow-ups, and hear how they went.
 */
export type EffectResult =
  | { outcome: 'done' | 'failed'; note?: string; followUps?: FollowUp[]; afterFollowUps?: (results: FollowUpResult[]) => Promise<void> }
  | { outcome: 'retry'; note: string; maxTries?: number };

/** Runs one kind of effect; it may run more than once for one effect, and must then have one result. */
export interface EffectRunner {
  run: (context: EffectContext) => Promise<EffectResult>;
  /** The follow-ups once its retries are spent (a sub-workflow that could not start puts its parent in ERROR). */
  giveUp?: (context: EffectContext, reason: string) => FollowUp[];
}

/** A result that needs nothing more. */
export const done = (note?: string): EffectResult => ({ outcome: 'done', ...(note ? { note } : {}) });
