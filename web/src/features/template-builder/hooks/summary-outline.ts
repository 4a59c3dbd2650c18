import { summaryId, type BuilderElement, type BuilderNode, type BuilderPage, type OutlineRow } from './builder-tree';
import type { Choice } from './panel-choices';

/** A question a question summary may show, with the repeatable section or table it is answered in, if any. */
export interface SummaryQuestionChoice extends Choice {
  questionGroupId: string | null;
}

const isQuestion = (node: BuilderNode): node is Extract<BuilderElement, { title: string }> => 'title' in node;
const groupKinds = new Set(['RepeatableSection', 'TableQuestion']);

/**
 * The questions of the pages (not of summary pages) a question summary may show, in template order: each with
 * the nearest repeatable section or table it sits in (its answers are then one per row). Tables themselves are
 * left out: their columns are shown instead.
 */
export function summaryQuestionChoices(rows: readonly OutlineRow[]): SummaryQuestionChoice[] {
  const byId = new Map(rows.map((row) => [row.node.id, row]));
  const groupOf = (row: OutlineRow): OutlineRow | undefined => {
    for (let parent = byId.get(row.parentId); parent; parent = byId.get(parent.parentId)) if (groupKinds.has(parent.node.__typename ?? '')) return parent;
    return undefined;
  };
  return rows.flatMap((row) => {
    const { node } = row;
    if (!isQuestion(node) || node.__typename === 'TableQuestion') return [];
    const group = groupOf(row);
    const groupName = group && 'title' in group.node ? group.node.title : group && 'name' in group.node ? group.node.name : null;
    return [{ id: node.id, label: groupName ? `${node.title} (in ${groupName})` : node.title, questionGroupId: group?.node.id ?? null }];
  });
}

/**
 * The summary pages with their items labelled for the outline: "Outcome: <group name>" for a template outcome,
 * "Summary: <question title>" for a question summary (or what is missing, so the author sees it).
 */
export function labelSummaryPages(summaryPages: readonly BuilderPage[], questionTitles: ReadonlyMap<string, string>, groupNames: ReadonlyMap<string, string>): BuilderPage[] {
  const label = (child: BuilderElement): BuilderElement => {
    if (child.__typename === 'TemplateOutcome') return { ...child, outlineLabel: `Outcome: ${groupNames.get(child.outcomeGroupId) ?? `missing group ${child.outcomeGroupId}`}` };
    if (child.__typename === 'QuestionSummary') return { ...child, outlineLabel: `Summary: ${questionTitles.get(child.questionId) ?? `missing question ${child.questionId}`}` };
    return child;
  };
  return summaryPages.map((page) => ({ ...page, children: page.children.map(label) }));
}

/** The summary page the selection is on: the selected summary page, or the one holding the selected item. */
export function selectedSummaryPage(selected: OutlineRow | undefined, rows: readonly OutlineRow[]): BuilderPage | null {
  if (!selected) return null;
  if (selected.node.__typename === 'SummaryPage') return selected.node;
  const parent = rows.find((row) => row.node.id === selected.parentId)?.node;
  return parent?.__typename === 'SummaryPage' ? parent : null;
}

/** The kinds that go on summary pages (or are summary pages); the builder adds them where `summaryInsertionPoint` says. */
export const summaryKinds = new Set(['SummaryPage', 'QuestionSummary', 'TemplateOutcome']);

/**
 * Where a new summary page or summary item goes: a summary page after the selected one (or the one holding the
 * selection, else the last); an item after the selected item, else last on the selected summary page (or on
 * the last summary page). Null when an item has no summary page to go on.
 */
export function summaryInsertionPoint(
  kind: string,
  summaryPages: readonly BuilderPage[],
  selected: OutlineRow | undefined,
  rows: readonly OutlineRow[],
): { parentId: string; afterId: string | null } | null {
  const page = selectedSummaryPage(selected, rows);
  if (kind === 'SummaryPage') return { parentId: summaryId, afterId: page?.id ?? summaryPages.at(-1)?.id ?? null };
  const target = page ?? summaryPages.at(-1);
  if (!target) return null;
  const afterSelected = selected && selected.parentId === target.id ? selected.node.id : null;
  return { parentId: target.id, afterId: afterSelected ?? target.children.at(-1)?.id ?? null };
}
