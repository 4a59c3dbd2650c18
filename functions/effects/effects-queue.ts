/** What a message on the effects queue says: run the due effects of this form. */
export interface EffectsMessage {
  formId: string;
}

/**
 * Where moves announce their effects and the dispatcher schedules its retries: SQS in AWS (sqs-effects-queue.ts),
 * the local harness's in-process queue behind the same SQS API otherwise. A message may arrive twice, or late.
 */
export interface EffectsQueue {
  /** Sends one message, visible after `delaySeconds` (0 to 900, as SQS allows). */
  send: (message: EffectsMessage, delaySeconds?: number) => Promise<void>;
}

/** SQS's longest delay: a retry due later is sent with this and waits again on arrival. */
export const maxDelaySeconds = 900;

/** The delay of a message for work due at `dueAt`, within what the queue allows. */
export function delayUntil(dueAt: string, now: string): number {
  const seconds = Math.ceil((Date.parse(dueAt) - Date.parse(now)) / 1000);
  return Math.min(Math.max(seconds, 0), maxDelaySeconds);
}
