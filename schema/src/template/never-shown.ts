import { hasConditions, type Condition } from './conditions';
import { cyclicNodeIds, dependencyGraph } from './dependency-graph';
import { nodeLabel } from './element-label';
import { optionQuestionOf, type TemplateIndex, type TemplateNode } from './template-index';

/** Question id → the option ids that must all be selected for a node to show. */
type Needs = ReadonlyMap<string, ReadonlySet<string>>;
type Reach = { possible: true; needs: Needs } | { possible: false; reason: string };

const none: Needs = new Map();

function merge(...all: Needs[]): Needs {
  const merged = new Map<string, Set<string>>();
  for (const needs of all) {
    for (const [questionId, options] of needs) merged.set(questionId, new Set([...(merged.get(questionId) ?? []), ...options]));
  }
  return merged;
}

function common(all: Needs[]): Needs {
  const [first, ...rest] = all;
  const shared = new Map<string, Set<string>>();
  for (const [questionId, options] of first ?? none) {
    const kept = [...options].filter((option) => rest.every((needs) => needs.get(questionId)?.has(option)));
    if (kept.length > 0) shared.set(questionId, new Set(kept));
  }
  return shared;
}

function label(index: TemplateIndex, id: string): string {
  return nodeLabel(index.byId.get(id)!);
}

// A single-select question holds one option at a time, so needing two of its options can never be met.
function conflict(index: TemplateIndex, needs: Needs): string | null {
  for (const [questionId, options] of needs) {
    const question = optionQuestionOf(index, questionId);
    if (!question || question.isMultiSelect || options.size < 2) continue;
    const labels = question.options.filter((option) => options.has(option.id)).map((option) => `"${option.label}"`);
    return `it needs both ${labels.slice(0, 2).join(' and ')} selected in ${label(index, questionId)}, which allows one answer`;
  }
  return null;
}

interface Analysis {
  index: TemplateIndex;
  cyclic: ReadonlySet<string>;
  known: Map<string, Reach>;
}

function branch(analysis: Analysis, condition: Condition, base: Needs): Reach {
  const { index } = analysis;
  const question = optionQuestionOf(index, condition.questionId);
  if (!question) {
    const missing = !index.byId.has(condition.questionId);
    const what = missing ? `question ${condition.questionId}, which this template does not have` : `${label(index, condition.questionId)}, which is not an option question`;
    return { possible: false, reason: `its condition names ${what}` };
  }
  if (!question.options.some((option) => option.id === condition.optionId)) {
    return { possible: false, reason: `its condition names option ${condition.optionId}, which ${label(index, question.id)} does not have` };
  }
  const target = reach(analysis, question.id);
  if (!target.possible) return { possible: false, reason: `it depends on ${label(index, question.id)}, which can never be shown` };
  const needs = merge(base, target.needs, new Map([[question.id, new Set([condition.optionId])]]));
  const clash = conflict(index, needs);
  return clash ? { possible: false, reason: clash } : { possible: true, needs };
}

function ownConditions(analysis: Analysis, node: TemplateNode, base: Needs): Reach {
  if (!hasConditions(node.dependsOn)) return { possible: true, needs: base };
  const branches = node.dependsOn.conditions.map((condition) => branch(analysis, condition, base));
  if (node.dependsOn.logic === 'OR') {
    const open = branches.filter((one): one is Extract<Reach, { possible: true }> => one.possible);
    if (open.length > 0) return { possible: true, needs: common(open.map((one) => one.needs)) };
    return branches.length === 1 ? branches[0]! : { possible: false, reason: 'none of its conditions can ever hold' };
  }
  const closed = branches.find((one) => !one.possible);
  if (closed) return closed;
  const needs = merge(...branches.map((one) => (one.possible ? one.needs : none)));
  const clash = conflict(analysis.index, needs);
  return clash ? { possible: false, reason: clash } : { possible: true, needs };
}

function reach(analysis: Analysis, id: string): Reach {
  const cached = analysis.known.get(id);
  if (cached) return cached;
  const node = analysis.index.byId.get(id)!;
  let result: Reach;
  if (analysis.cyclic.has(id)) result = { possible: false, reason: 'it is part of a cycle of conditions' };
  else {
    const parent = node.parentId ? reach(analysis, node.parentId) : { possible: true as const, needs: none };
    result = parent.possible
      ? ownConditions(analysis, node, parent.needs)
      : { possible: false, reason: `its ${label(analysis.index, node.parentId!)} can never be shown` };
  }
  analysis.known.set(id, result);
  return result;
}

/**
 * Works out which pages and elements can never be shown, whatever the answers, and why: a node in a cycle of
 * conditions; a parent that can never be shown; a condition on a missing question or option, or on a question
 * that can never be shown itself; conditions (its own and those inherited from its parents and from the questions
 * it depends on) that need two different options of one single-select question. Returns node id → a reason a
 * template author can read, such as "its section "Pets" (s1) can never be shown".
 */
export function neverShownReasons(index: TemplateIndex): Map<string, string> {
  const analysis: Analysis = { index, cyclic: cyclicNodeIds(dependencyGraph(index)), known: new Map() };
  const reasons = new Map<string, string>();
  for (const id of index.byId.keys()) {
    const result = reach(analysis, id);
    if (!result.possible) reasons.set(id, result.reason);
  }
  return reasons;
}
