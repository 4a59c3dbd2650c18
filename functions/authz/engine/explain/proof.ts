/**
 * The vocabulary of Explain: a proof tree whose nodes are the rewrite steps of a check, each with the
 * number of steps still missing for it to grant the relation ("cost"): 0 when it grants, Infinity when no
 * change of tuples along it can (a cycle, a limit, a user type the relation cannot hold).
 */
import type { TupleKey } from '../types';

/** What a proof node stands for: a sub-question, a rewrite operator, a tuple, a condition or a gap. */
export type ProofKind =
  | 'check'
  | 'direct'
  | 'userset'
  | 'computed'
  | 'tuple_to_userset'
  | 'union'
  | 'intersection'
  | 'exclusion'
  | 'condition'
  | 'missing'
  | 'cycle'
  | 'limit';

/** A tuple condition as evaluated: its expression, the values it saw, and whether it held. */
export interface ConditionTrace {
  name: string;
  expression: string;
  met: boolean;
  /** The condition's parameters: the tuple's stored context over the request's context. */
  values: Record<string, unknown>;
  /** Why it could not be evaluated (a missing or mistyped parameter), when it could not. */
  error?: string;
}

/** One node of an explanation. */
export interface ProofNode {
  kind: ProofKind;
  /** Whether this step holds (cost 0). */
  satisfied: boolean;
  /** Steps missing for this node to grant: tuples to add or remove, conditions to meet. */
  cost: number;
  /** A sentence an administrator can read. */
  text: string;
  tuple?: TupleKey;
  condition?: ConditionTrace;
  /**
   * Not granted because the search led back to a question on its own path, as Check's "cycle" outcome: read
   * as not allowed, and so, under an exclusion's second branch, it refuses rather than lets through
   * (OpenFGA's true_butnot_cycle_return_false).
   */
  cyclic?: boolean;
  children: ProofNode[];
}

/** The explanation of one check. */
export interface Explanation {
  /** The check's own answer (as Check gives it). */
  allowed: boolean;
  /** For a refused check, the steps missing on the nearest path; 0 when allowed; null when none was found. */
  missingSteps: number | null;
  /** A limit (depth, fan-out, questions) cut the search: a nearer path may exist beyond it. */
  truncated: boolean;
  /** Why the check itself failed (for example a condition parameter missing from the context). */
  checkError?: string;
  root: ProofNode;
}

/** Bounds of one explanation, so a pathological model or tuple set cannot run long. */
export interface ExplainLimits {
  /** Nested sub-questions before a branch is cut (the engine's resolution depth). */
  maxDepth: number;
  /** Usersets or parents followed from one relation on one object. */
  maxFanOut: number;
  /** Sub-questions resolved in one explanation. */
  maxQuestions: number;
}

export const defaultExplainLimits: ExplainLimits = { maxDepth: 25, maxFanOut: 50, maxQuestions: 2000 };

/** A node from its parts; satisfied follows from the cost. */
export function proofNode(kind: ProofKind, cost: number, text: string, children: ProofNode[] = [], extra: Partial<ProofNode> = {}): ProofNode {
  return { kind, satisfied: cost === 0, cost, text, children, ...extra };
}

/**
 * The cheapest of some candidate nodes, or undefined when there are none. On a tie the first wins: callers
 * list paths through existing tuples before a tuple to add, as those show how the model's grants are set up.
 */
/** The node, marked as cut short by a cycle when it is not granted and `cyclic` holds. */
export function markCyclic(node: ProofNode, cyclic: boolean): ProofNode {
  return !node.satisfied && cyclic ? { ...node, cyclic: true } : node;
}

export function nearest(candidates: ProofNode[]): ProofNode | undefined {
  let best: ProofNode | undefined;
  for (const candidate of candidates) if (!best || candidate.cost < best.cost) best = candidate;
  return best;
}
