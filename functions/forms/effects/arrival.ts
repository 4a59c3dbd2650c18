import type { IntegrationTrigger, NotificationTrigger } from '../../../schema/src/workflow/model';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import type { FormWorkflow } from '../workflow-runtime';

/**
 * A form arriving in a workflow state: when it starts (in its initial state, `previousStatus` absent) or when a
 * move applied (by a user's action, the scheduler, an integration's callback or a sub-workflow's end). The form is
 * as the arrival left it; `edgeIds` are the edges the move took (none at the start). Effects are planned from it
 * (plan-effects.ts) and rebuilt for their runners from what they recorded (effect-arrival.ts).
 */
export interface Arrival {
  workflow: FormWorkflow;
  form: FormRecord;
  template: TemplateRecord;
  previousStatus?: string;
  event?: string;
  edgeIds: string[];
  /** The form's saved answers (read when an effect runs: a move does not change them). */
  responses: readonly ResponseRecord[];
  /** The time of the arrival (the clock of whoever moved the form: the scheduler's may be injected). */
  now: string;
}

/** What carries triggers: a state's data and an edge's data both have both kinds. */
type TriggerHolder = { notificationTriggers: NotificationTrigger[]; integrationServiceTriggers: IntegrationTrigger[] };

/** The triggers an arrival fires (`pick` chooses the kind): those of the edges it took, then those of the state it arrives in. */
export function triggersOfArrival<T>(arrival: Pick<Arrival, 'workflow' | 'edgeIds' | 'form'>, pick: (holder: TriggerHolder) => T[]): T[] {
  const { edges, nodes } = arrival.workflow.record.flow;
  const onEdges = arrival.edgeIds.flatMap((id) => {
    const edge = edges.find((candidate) => candidate.id === id);
    return edge ? pick(edge.data) : [];
  });
  const target = nodes.find((node) => node.id === arrival.form.status);
  return [...onEdges, ...(target?.type === 'state' ? pick(target.data) : [])];
}
