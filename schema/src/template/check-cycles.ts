import { nodeLabel } from './element-label';
import { cyclePath, cyclicGroups, dependencyGraph } from './dependency-graph';
import type { TemplateIndex } from './template-index';
import { subjectLabel, type LocatedProblem } from './template-problem';

// Reads a cycle as a sentence: "it sits in section "S" (s1), which is shown only by an answer to question ...".
function describeCycle(index: TemplateIndex, path: readonly string[]): { text: string; throughParent: boolean } {
  const steps: string[] = [];
  let throughParent = false;
  for (let at = 1; at < path.length; at += 1) {
    const from = index.byId.get(path[at - 1]!)!;
    const to = index.byId.get(path[at]!)!;
    const inside = from.parentId === to.id;
    throughParent ||= inside;
    steps.push(`${inside ? 'sits in' : 'is shown only by an answer to'} ${nodeLabel(to)}`);
  }
  return { text: `it ${steps.join(', which ')}`, throughParent };
}

/**
 * Elements whose visibility waits on itself, through conditions or through the parents they sit in: one problem
 * per group of elements caught in a cycle, on the group's first element, with one cycle through it as the path.
 */
export function cycleProblems(index: TemplateIndex): LocatedProblem[] {
  const graph = dependencyGraph(index);
  return cyclicGroups(graph).map((group) => {
    const path = cyclePath(graph, group);
    const first = index.byId.get(path[0]!)!;
    const { text, throughParent } = describeCycle(index, path);
    const fix = throughParent ? 'Remove one of these conditions, or move the question out of the part it controls.' : 'Remove one of these conditions.';
    const message = `${subjectLabel(first)} can never be shown: ${text}. ${fix}`;
    return { at: first.order, problem: { code: 'DEPENDS_ON_CYCLE', message, elementId: first.id, path } };
  });
}
