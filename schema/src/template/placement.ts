import { isQuestionKind } from '../inputs/template-elements';

/** Which kinds of node may hold which: the rule the server enforces and the builder's outline checks while dragging. */

/** The parent id of a template's pages. */
export const rootParentId = 'ROOT';
/** The parent id of a template's summary pages. */
export const summaryParentId = 'SUMMARY';

const elementHolders = new Set<string>(['Page', 'SummaryPage', 'Section', 'RepeatableSection']);

/**
 * Why a parent of `parentKind` (ROOT, SUMMARY or a node's kind) cannot hold a node of `kind`, or undefined
 * when it can.
 */
export function placementProblem(parentKind: string, kind: string): string | undefined {
  if (parentKind === rootParentId) return kind === 'Page' ? undefined : 'Only pages go at the top of a template.';
  if (parentKind === summaryParentId) return kind === 'SummaryPage' ? undefined : 'Only summary pages go at the top of the summary.';
  if (kind === 'Page' || kind === 'SummaryPage') return 'A page goes at the top of a template (parentId ROOT or SUMMARY).';
  if (kind === 'QuestionSummary') return parentKind === 'SummaryPage' ? undefined : 'A question summary goes on a summary page.';
  if (kind === 'TemplateOutcome') return parentKind === 'SummaryPage' ? undefined : 'A template outcome goes on a summary page.';
  if (parentKind === 'TableQuestion') {
    return isQuestionKind(kind) && kind !== 'TableQuestion' ? undefined : 'A table holds questions (its columns), and no tables.';
  }
  return elementHolders.has(parentKind) ? undefined : `A ${parentKind} holds no elements.`;
}

/** Whether a node of `kind` can hold any other node (a page, section, repeatable section or table). */
export function holdsNodes(kind: string): boolean {
  return elementHolders.has(kind) || kind === 'TableQuestion';
}
