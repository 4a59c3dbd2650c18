import { nodeLabel } from './element-label';
import type { TemplateIndex } from './template-index';
import type { LocatedProblem } from './template-problem';

/**
 * Ids must be unique across the whole template: pages, summary pages, elements, table columns and options. Reports
 * each repeat at the place it occurs, naming the first holder of the id.
 */
export function duplicateIdProblems(index: TemplateIndex): LocatedProblem[] {
  const firstHolder = new Map<string, string>();
  const problems: LocatedProblem[] = [];
  const claim = (id: string, holder: string, at: number, elementId: string, optionId?: string) => {
    const first = firstHolder.get(id);
    if (first === undefined) {
      firstHolder.set(id, holder);
      return;
    }
    const message = `The id "${id}" is used twice: ${holder} has the same id as ${first}. Give each one its own id.`;
    problems.push({ at, problem: { code: 'DUPLICATE_ID', message, elementId, ...(optionId ? { optionId } : {}) } });
  };
  for (const node of index.nodes) {
    const label = nodeLabel(node);
    claim(node.id, label, node.order, node.id);
    if (node.element?.__typename !== 'OptionQuestion') continue;
    for (const option of node.element.options) claim(option.id, `option "${option.label}" of ${label}`, node.order, node.id, option.id);
  }
  return problems;
}
