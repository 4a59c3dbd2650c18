import type { Explanation, ProofNode } from '../engine';
import type { TupleKey } from '../engine/types';

/** A cost as GraphQL carries it: Infinity (no change along this path grants) has no Int, so null. */
const stepsOrNull = (cost: number) => (Number.isFinite(cost) ? cost : null);

const tupleView = (key: TupleKey) => ({
  user: key.user,
  relation: key.relation,
  object: key.object,
  condition: key.condition ? { name: key.condition.name, context: key.condition.context ? JSON.stringify(key.condition.context) : null } : null,
});

function flatten(node: ProofNode, depth: number, steps: unknown[]): unknown[] {
  steps.push({
    depth,
    kind: node.kind.toUpperCase(),
    satisfied: node.satisfied,
    missingSteps: stepsOrNull(node.cost),
    description: node.text,
    tuple: node.tuple ? tupleView(node.tuple) : null,
    condition: node.condition ? { ...node.condition, values: JSON.stringify(node.condition.values), error: node.condition.error ?? null } : null,
  });
  for (const child of node.children) flatten(child, depth + 1, steps);
  return steps;
}

/** The engine's explanation as the FgaExplanation type: the proof tree as steps in depth-first order. */
export function explanationView(explanation: Explanation) {
  return {
    allowed: explanation.allowed,
    missingSteps: explanation.missingSteps,
    truncated: explanation.truncated,
    checkError: explanation.checkError ?? null,
    steps: flatten(explanation.root, 0, []),
  };
}
