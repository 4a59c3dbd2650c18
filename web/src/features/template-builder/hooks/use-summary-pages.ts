import { useMemo } from 'react';
import type { OutcomeGroupChoice } from '../api/builder-template';
import { outlineRows, type BuilderPage } from './builder-tree';
import { labelSummaryPages, summaryQuestionChoices } from './summary-outline';

/**
 * The builder's summary pages: labelled for the outline (a template outcome by its group's name, a question
 * summary by its question's title), the outline's rows of pages and summary pages, the questions a question
 * summary may show and the outcome groups a template outcome may show (`groups`: the version's, as the builder
 * opened them).
 */
export function useSummaryPages(
  groups: ReadonlyArray<{ id: string; name: string }> | undefined,
  pages: readonly BuilderPage[],
  storedSummaryPages: readonly BuilderPage[] | undefined,
) {
  const outcomeGroups = useMemo<readonly OutcomeGroupChoice[]>(() => (groups ?? []).map(({ id, name }) => ({ id, label: name })), [groups]);
  const questions = useMemo(() => summaryQuestionChoices(outlineRows(pages)), [pages]);
  const summaryPages = useMemo(() => {
    const titles = new Map(questions.map((question) => [question.id, question.label]));
    const names = new Map(outcomeGroups.map((group) => [group.id, group.label]));
    return labelSummaryPages(storedSummaryPages ?? [], titles, names);
  }, [storedSummaryPages, questions, outcomeGroups]);
  const rows = useMemo(() => outlineRows(pages, summaryPages), [pages, summaryPages]);
  return { summaryPages, rows, questions, outcomeGroups };
}
