import type { AnswerCondition, WorkflowNode } from './model';
import { edgesBySource, nodeName, type Flow } from './routes';
import type { WorkflowProblem } from './problem';

/** A template question as guard validation needs it: its id, title and (for option questions) options. */
export interface WorkflowQuestion {
  id: string;
  title?: string | null;
  options?: ReadonlyArray<{ id: string }> | null;
}

/** Conditions with an empty AND/OR group somewhere: they say nothing, so the guard is not well formed. */
function hasEmptyGroup(conditions: readonly AnswerCondition[]): boolean {
  return conditions.some((condition) => condition.type === 'logic' && (condition.conditions.length === 0 || hasEmptyGroup(condition.conditions)));
}

function* leaves(conditions: readonly AnswerCondition[]): Generator<Exclude<AnswerCondition, { type: 'logic' }>> {
  for (const condition of conditions) {
    if (condition.type === 'logic') yield* leaves(condition.conditions);
    else yield condition;
  }
}

function questionProblems(node: WorkflowNode, conditions: readonly AnswerCondition[], questions: readonly WorkflowQuestion[]): WorkflowProblem[] {
  const byId = new Map(questions.map((question) => [question.id, question] as const));
  const name = nodeName(node, node.id);
  const problems: WorkflowProblem[] = [];
  for (const leaf of leaves(conditions)) {
    const question = byId.get(leaf.questionId);
    if (!question) {
      problems.push({ code: 'GUARD_UNKNOWN_QUESTION', nodeId: node.id, message: `Guard ${name} reads question "${leaf.questionId}", which is not in the template.` });
    } else if (leaf.type === 'question' && !(question.options ?? []).some((option) => option.id === leaf.optionId)) {
      const title = question.title?.trim() || question.id;
      problems.push({ code: 'GUARD_UNKNOWN_OPTION', nodeId: node.id, message: `Guard ${name} reads option "${leaf.optionId}" of "${title}", which has no such option.` });
    }
  }
  return problems;
}

/**
 * Guard nodes: conditions present and without empty groups, one edge in and at least one out, conditions on the
 * template's questions and options (when given); else-guards paired with a guard that leaves the same node.
 */
export function checkGuards(flow: Flow, nodes: Map<string, WorkflowNode>, questions?: readonly WorkflowQuestion[]): WorkflowProblem[] {
  const bySource = edgesBySource(flow);
  const into = (id: string) => flow.edges.filter((edge) => edge.target === id);
  const problems: WorkflowProblem[] = [];
  for (const node of flow.nodes) {
    if (node.type === 'state') continue;
    const name = nodeName(node, node.id);
    if (into(node.id).length === 0 || (bySource.get(node.id)?.length ?? 0) === 0) {
      problems.push({ code: 'GUARD_NOT_CONNECTED', nodeId: node.id, message: `Guard ${name} needs an edge coming in and an edge going out.` });
    }
    if (node.type === 'elseGuard') {
      const pair = nodes.get(node.data.pairedGuardId);
      const sources = new Set(into(node.data.pairedGuardId).map((edge) => edge.source));
      if (!pair || (pair.type !== 'guard' && pair.type !== 'alwaysGuard')) {
        problems.push({ code: 'ELSE_GUARD_UNPAIRED', nodeId: node.id, message: `Else-guard ${name} is not paired with a guard.` });
      } else if (!into(node.id).every((edge) => sources.has(edge.source))) {
        problems.push({ code: 'ELSE_GUARD_UNPAIRED', nodeId: node.id, message: `Else-guard ${name} must leave the same state as its guard ${nodeName(pair, pair.id)}.` });
      }
      continue;
    }
    const { conditions } = node.data;
    if (conditions.length === 0 || hasEmptyGroup(conditions)) {
      problems.push({ code: 'GUARD_WITHOUT_CONDITIONS', nodeId: node.id, message: `Guard ${name} needs at least one condition in each of its groups.` });
    }
    if (questions) problems.push(...questionProblems(node, conditions, questions));
  }
  return problems;
}
