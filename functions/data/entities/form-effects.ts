import type { IntegrationTrigger, NotificationTrigger } from '../../../schema/src/workflow/model';

/** What an effect does. Each kind has one runner in functions/effects/runners. */
export type EffectKind =
  | 'notification'
  | 'complete-todos'
  | 'stop-sub-workflows'
  | 'start-sub-workflow'
  | 'end-sub-workflow'
  | 'user-outcomes'
  | 'integration';

/** PENDING until the dispatcher ran it to an end: DONE, or FAILED for good (with why). */
export type EffectState = 'PENDING' | 'DONE' | 'FAILED';

/** The stay of a form an effect belongs to: the state it arrived in, when, and how. */
export interface EffectArrival {
  status: string;
  enteredAt: string;
  previousStatus?: string | null;
  event?: string | null;
  edgeIds: string[];
}

/**
 * One effect of a move (or a form's start, or a halt), stored on the form item by the same conditional write as
 * the move itself, so a move and its effects are recorded together or not at all. The dispatcher runs it, at
 * least once, and records here what became of it.
 */
export interface EffectRecord {
  /** Stable: it names the effect's own results (a mail's log, a to-do, a child form), so a second run finds them. */
  id: string;
  /** Effects run in the order they were recorded. */
  seq: number;
  kind: EffectKind;
  /** What the status history shows, e.g. "Email: Inspection submitted", "Integration: Records sync". */
  label: string;
  /** The status event (index in statusEvents) whose move recorded it. */
  eventIndex: number;
  arrival: EffectArrival;
  notificationTrigger?: NotificationTrigger;
  integrationTrigger?: IntegrationTrigger;
  /** stop-sub-workflows: the stay whose children stop. */
  stay?: { status: string; enteredAt: string };
  /** end-sub-workflow: how the child (this form) ended, and why when it failed. */
  end?: 'success' | 'error';
  message?: string;
  state: EffectState;
  tries: number;
  createdAt: string;
  /**
   * When the next try may run: set by a retry (it waits for its backoff). A new effect has none: it is due at
   * once, whatever the clock of the move that recorded it (a test's scheduler run may be days ahead).
   */
  nextAttemptAt?: string;
  lastError?: string | null;
  finishedAt?: string | null;
  /** The test id of the request that recorded it: what it creates is tagged for that test's cleanup too. */
  testId?: string;
}

/** A dispatcher holding a form's effects: one at a time, so two deliveries of a message never run an effect twice at once. */
export interface EffectsLease {
  holder: string;
  until: string;
}
