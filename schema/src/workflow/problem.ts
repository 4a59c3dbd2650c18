/** A problem found by `workflowProblems`: its code names the rule, its message the node or edge at fault. */
export type WorkflowProblemCode =
  | 'NO_INITIAL_STATE'
  | 'SEVERAL_INITIAL_STATES'
  | 'UNREACHABLE_STATE'
  | 'FINAL_STATE_HAS_EVENTS'
  | 'GUARD_WITHOUT_CONDITIONS'
  | 'GUARD_NOT_CONNECTED'
  | 'GUARD_UNKNOWN_QUESTION'
  | 'GUARD_UNKNOWN_OPTION'
  | 'ELSE_GUARD_UNPAIRED'
  | 'EDGE_UNKNOWN_NODE'
  | 'DUPLICATE_EVENT'
  | 'BAD_AUTO_TRANSITION'
  | 'BAD_STATE_ID'
  | 'EDGE_WITHOUT_TRIGGER'
  | 'INTEGRATION_UNKNOWN_EVENT'
  | 'JOB_UNKNOWN_STATE'
  | 'JOB_UNKNOWN_EVENT'
  | 'SUB_WORKFLOW_WITHOUT_SUCCESS_TARGET';

/** One reason a workflow cannot be published or attached, naming the node (by label) or edge at fault. */
export interface WorkflowProblem {
  code: WorkflowProblemCode;
  message: string;
  nodeId?: string;
  edgeId?: string;
}
