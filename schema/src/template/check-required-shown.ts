import { cyclicNodeIds, dependencyGraph } from './dependency-graph';
import { neverShownReasons } from './never-shown';
import { questionOf, type TemplateIndex } from './template-index';
import { type LocatedProblem } from './template-problem';
import { nodeLabel } from './element-label';

/**
 * A required question that no answers can ever show would block every form. Questions caught in a cycle are left
 * to the cycle problem, which names them.
 */
export function requiredNeverShownProblems(index: TemplateIndex): LocatedProblem[] {
  const reasons = neverShownReasons(index);
  const cyclic = cyclicNodeIds(dependencyGraph(index));
  const problems: LocatedProblem[] = [];
  for (const node of index.byId.values()) {
    const reason = reasons.get(node.id);
    if (!questionOf(node)?.required || reason === undefined || cyclic.has(node.id)) continue;
    const message = `Required ${nodeLabel(node)} can never be shown: ${reason}. Fix its conditions or make it optional.`;
    problems.push({ at: node.order, problem: { code: 'REQUIRED_NEVER_SHOWN', message, elementId: node.id } });
  }
  return problems;
}
