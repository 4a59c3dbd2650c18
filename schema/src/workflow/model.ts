/**
 * The workflow model as authored in the studio and stored (spec: studio and admin area, section 3 "Workflow"):
 * a graph of state nodes and guard nodes joined by edges. It compiles to a state machine (compile.ts) that the
 * server runs and the editor previews. Ids are the author's node and edge ids; a state's id is also the form
 * status it stands for (draft, submitted, under_review, ...).
 */

export type MachineType = 'FORM_TEMPLATE' | 'PROCESS';
export type MachineStatus = 'ACTIVE' | 'DONE' | 'ERROR' | 'STOPPED';

/** A notification to send when a form enters a state or takes an edge (templates: the notifications tab). */
export interface NotificationTrigger {
  id: string;
  notificationTemplateId: string;
  kind: 'EMAIL' | 'TODO';
}

/** An HTTP call made when a form enters a state or takes an edge, moving it on by its callback events. */
export interface IntegrationTrigger {
  id: string;
  name: string;
  url: string;
  method: 'POST' | 'PUT';
  /** Milliseconds before a try is abandoned. */
  timeoutMs: number;
  retries: number;
  /** The event sent to the form when the call succeeds / fails for good (optional). */
  successEvent?: string | null;
  errorEvent?: string | null;
}

/** A child form started from a template when the state is entered; the parent moves on its success or error. */
export interface SubWorkflowConfig {
  templateId: string;
  templateName: string;
  referenceId?: string | null;
  workflowMachineId?: string | null;
}

export interface StateNodeData {
  label: string;
  description?: string | null;
  isInitial: boolean;
  isFinal: boolean;
  notificationTriggers: NotificationTrigger[];
  integrationServiceTriggers: IntegrationTrigger[];
  subWorkflowConfig?: SubWorkflowConfig | null;
  /** Where the parent goes when its sub-workflow's child form finishes well / badly. */
  isInvokeSuccessTarget?: boolean;
  isInvokeErrorTarget?: boolean;
}

/** A condition on the saved answers: the same language as dependsOn and outcome conditions. */
export type AnswerCondition =
  | { type: 'question'; questionId: string; optionId: string }
  | { type: 'number'; questionId: string; numberOperator: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte'; value: number }
  | { type: 'logic'; logicOperator: 'AND' | 'OR'; conditions: AnswerCondition[] };

export interface GuardNodeData {
  label: string;
  /** All must hold (wrap in a logic condition for OR). */
  conditions: AnswerCondition[];
}

/**
 * Nodes: a state; a guard (its outgoing edge is taken when its conditions hold); an always-guard (checked as soon
 * as a form arrives, without an event); an else-guard (the way out when the guard it is paired with fails).
 */
export type WorkflowNode =
  | { id: string; type: 'state'; position: { x: number; y: number }; data: StateNodeData }
  | { id: string; type: 'guard' | 'alwaysGuard'; position: { x: number; y: number }; data: GuardNodeData }
  | { id: string; type: 'elseGuard'; position: { x: number; y: number }; data: { label: string; pairedGuardId: string } };

export interface WorkflowEdge {
  id: string;
  source: string;
  target: string;
  data: {
    /** The action that takes this edge (a form action id such as submit, approve, request_revisions). */
    event?: string | null;
    /** The button label of the event; defaults to the event made readable. */
    label?: string | null;
    /** Taken by itself after this many days in the source state. */
    autoTransitionDays?: number | null;
    integrationServiceTriggers: IntegrationTrigger[];
    notificationTriggers: NotificationTrigger[];
  };
}

/** A job the scheduler fires: sends `event` to forms in `workflowStateId` when the cron expression comes due. */
export interface ScheduledJob {
  id: string;
  name: string;
  description?: string | null;
  cronExpression: string;
  event: string;
  workflowStateId: string;
  createdDate: string;
}

export interface Workflow {
  /** This version's id (a template's workflowVersionId). */
  id: string;
  /** The id shared by every version of the workflow (a template's workflowMachineId); set by the API. */
  machineId?: string;
  /** Moves on with every edit of this version: the API's expectedRevision. Set by the API. */
  revision?: number;
  name: string;
  description?: string | null;
  /** The template group (or process) the workflow belongs to. */
  referenceId: string;
  version: number;
  machineType: MachineType;
  /** A published version: edits go to a new version. */
  readOnly: boolean;
  lastUpdatedDate: string;
  flow: { nodes: WorkflowNode[]; edges: WorkflowEdge[] };
  jobs: ScheduledJob[];
}

/** Where a form stands in its workflow (the API's WorkflowState). */
export interface WorkflowState {
  currentState: string;
  nextEvents: Array<{ id: string; label: string }>;
  workflowStatus: MachineStatus;
  /** Why the workflow is in ERROR or STOPPED. */
  errorMessage: string | null;
  /** When the form entered its current state (its last status event, or its creation). */
  enteredAt: string | null;
  /** The form status (the current state's id). */
  status: string;
  subForms: string[];
}
