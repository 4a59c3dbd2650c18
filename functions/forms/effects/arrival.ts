import type { FormRecord, TemplateRecord } from '../../data/entities';
import type { FormWorkflow } from '../workflow-runtime';

/**
 * A form arriving in a workflow state: when it starts (in its initial state, `previousStatus` absent) or when a
 * move applied (by a user's action, the scheduler, an integration's callback or a sub-workflow's end). The form is
 * as it is after the arrival; `edgeIds` are the edges the move took (none at the start).
 */
export interface Arrival {
  workflow: FormWorkflow;
  form: FormRecord;
  template: TemplateRecord;
  previousStatus?: string;
  event?: string;
  edgeIds: string[];
  /** The time of the arrival (the clock of whoever moved the form: the scheduler's may be injected). */
  now: string;
}

/** Something that follows an arrival. It must not throw for a failure of its own: it records it and logs it. */
export type ArrivalEffect = (arrival: Arrival) => Promise<void>;
