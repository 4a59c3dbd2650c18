import type { Answers } from './answers';
import { conditionHolds } from './conditions';
import { cyclicNodeIds, dependencyGraph } from './dependency-graph';
import { indexTemplate, optionQuestionOf, type IndexableTemplate, type TemplateIndex } from './template-index';

/*
 * Conditional visibility, compiled once per template so a changed answer re-evaluates only what depends on it.
 * A page or element is visible when its parent is visible and its own dependsOn holds, where a condition on a
 * hidden question is never met; nodes in a cycle of conditions are always hidden (see visibility.ts).
 */

/** What a template's visibility rules need, worked out once per template version. */
export interface VisibilityPlan {
  index: TemplateIndex;
  /** Nodes caught in a cycle of conditions: never visible. */
  cyclic: ReadonlySet<string>;
  /** Node id → the nodes whose visibility reads it directly: its children and the nodes whose conditions name it. */
  readers: ReadonlyMap<string, readonly string[]>;
}

/** Compiles a template's visibility rules: its index, its cycles and who reads whose visibility. */
export function planVisibility(template: IndexableTemplate): VisibilityPlan {
  return planOf(indexTemplate(template));
}

/** The visibility plan of an already indexed template. */
export function planOf(index: TemplateIndex): VisibilityPlan {
  const graph = dependencyGraph(index);
  const readers = new Map<string, string[]>();
  for (const [id, waitsOn] of graph) {
    for (const target of waitsOn) {
      const list = readers.get(target);
      if (list) list.push(id);
      else readers.set(target, [id]);
    }
  }
  return { index, cyclic: cyclicNodeIds(graph), readers };
}

/** Whether one node is visible, remembering each result; `settled` answers for nodes known not to have changed. */
function visibilityOf(plan: VisibilityPlan, answers: Answers, settled: (id: string) => boolean | undefined = () => undefined): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visible = (id: string): boolean => {
    const cached = known.get(id) ?? settled(id);
    if (cached !== undefined) return cached;
    const node = plan.index.byId.get(id);
    const counts = (questionId: string) => optionQuestionOf(plan.index, questionId) !== null && visible(questionId);
    const result = !!node && !plan.cyclic.has(id) && (node.parentId === null || visible(node.parentId)) && conditionHolds(node.dependsOn, answers, counts);
    known.set(id, result);
    return result;
  };
  return visible;
}

/** Whether one node is visible for the answers (each call walks what it needs afresh). */
export function nodeVisibility(plan: VisibilityPlan, answers: Answers): (id: string) => boolean {
  return visibilityOf(plan, answers);
}

/** The ids of every visible page, element and table column for the answers. */
export function evaluateVisibility(plan: VisibilityPlan, answers: Answers): Set<string> {
  const visible = nodeVisibility(plan, answers);
  return new Set([...plan.index.byId.keys()].filter(visible));
}

/** The nodes whose visibility may change when the selections of these questions change (transitively). */
export function affectedNodes(plan: VisibilityPlan, changedQuestionIds: Iterable<string>): Set<string> {
  const affected = new Set<string>();
  const queue = [...changedQuestionIds].flatMap((id) => plan.readers.get(id) ?? []);
  for (let at = 0; at < queue.length; at += 1) {
    const id = queue[at]!;
    if (affected.has(id)) continue;
    affected.add(id);
    queue.push(...(plan.readers.get(id) ?? []));
  }
  return affected;
}

/**
 * The visible ids after the selections of `changedQuestionIds` changed, given the visible ids before: only the
 * nodes that read those questions (and what reads them) are evaluated again. Answers the same set (`previous`
 * itself) when nothing changed, so callers can compare by reference.
 */
export function updateVisibility(plan: VisibilityPlan, answers: Answers, previous: ReadonlySet<string>, changedQuestionIds: Iterable<string>): ReadonlySet<string> {
  const affected = affectedNodes(plan, changedQuestionIds);
  if (affected.size === 0) return previous;
  // Every node outside the affected set keeps its visibility: nothing it reads has changed.
  const visible = visibilityOf(plan, answers, (id) => (affected.has(id) ? undefined : previous.has(id)));
  let next: Set<string> | null = null;
  for (const id of affected) {
    if (visible(id) === previous.has(id)) continue;
    next ??= new Set(previous);
    if (previous.has(id)) next.delete(id);
    else next.add(id);
  }
  return next ?? previous;
}

/** The option questions whose selections differ between two sets of answers at the same location. */
export function changedSelections(before: Answers, after: Answers): string[] {
  const changed: string[] = [];
  const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
    (a ?? []).length === (b ?? []).length && (a ?? []).every((id, at) => id === b![at]);
  for (const [id, selected] of after.selectedOptionIds) if (!same(before.selectedOptionIds.get(id), selected)) changed.push(id);
  for (const [id, selected] of before.selectedOptionIds) if (!after.selectedOptionIds.has(id) && selected.length > 0) changed.push(id);
  return changed;
}
