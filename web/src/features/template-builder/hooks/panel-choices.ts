import { nodeLabel, type BuilderElement, type BuilderNode, type OutlineRow } from './builder-tree';

/** One entry of a picker: an id and what the author reads. */
export interface Choice {
  id: string;
  label: string;
}

/** A node of one kind (a narrowed page or element). */
export type NodeOf<K extends string> = Extract<BuilderNode, { __typename: K }>;

/** An option question of the template being built. */
export type OptionQuestionNode = NodeOf<'OptionQuestion'>;

const isQuestion = (node: BuilderNode): node is Extract<BuilderElement, { title: string }> => 'title' in node;

/** The ids of a node's elements, at every depth (sections' children, a table's columns). */
export function descendantIds(node: BuilderNode): Set<string> {
  const ids = new Set<string>();
  const visit = (children: readonly BuilderNode[] | undefined) => {
    for (const child of children ?? []) {
      ids.add(child.id);
      visit('children' in child ? child.children : undefined);
    }
  };
  visit('children' in node ? node.children : undefined);
  return ids;
}

/** The questions a condition of `node` may name: option questions other than itself and its descendants. */
export function conditionSources(rows: readonly OutlineRow[], node: BuilderNode): OptionQuestionNode[] {
  const inside = descendantIds(node);
  return rows.flatMap(({ node: candidate }) =>
    candidate.__typename === 'OptionQuestion' && candidate.id !== node.id && !inside.has(candidate.id) ? [candidate as OptionQuestionNode] : [],
  );
}

/** Every question of the template (with table columns) as picker choices, leaving out `exceptId`. */
export function questionChoices(rows: readonly OutlineRow[], exceptId?: string, kind?: (node: BuilderNode) => boolean): Choice[] {
  return rows.flatMap(({ node }) => (isQuestion(node) && node.id !== exceptId && (!kind || kind(node)) ? [{ id: node.id, label: nodeLabel(node) }] : []));
}

/** The questions inside a node (a repeatable section's), at every depth, as picker choices. */
export function childQuestionChoices(node: BuilderNode): Choice[] {
  const choices: Choice[] = [];
  const visit = (children: readonly BuilderNode[] | undefined) => {
    for (const child of children ?? []) {
      if (isQuestion(child)) choices.push({ id: child.id, label: nodeLabel(child) });
      visit('children' in child ? child.children : undefined);
    }
  };
  visit('children' in node ? node.children : undefined);
  return choices;
}

/** How a condition reads: "Question title = Option label" (ids when the question or option is gone). */
export function conditionText(rows: readonly OutlineRow[], condition: { questionId: string; optionId: string }): string {
  const question = rows.find((row) => row.node.id === condition.questionId)?.node;
  const option = question?.__typename === 'OptionQuestion' ? question.options.find((candidate) => candidate.id === condition.optionId) : undefined;
  return `${question ? nodeLabel(question) : `Missing question ${condition.questionId}`} = ${option ? option.label : `missing option ${condition.optionId}`}`;
}
