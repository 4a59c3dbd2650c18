import { describe, expect, it } from 'vitest';
import { outlineRows, type BuilderElement, type BuilderPage } from './builder-tree';
import { labelSummaryPages, selectedSummaryPage, summaryInsertionPoint, summaryQuestionChoices } from './summary-outline';

const question = (id: string, title: string, kind = 'TextQuestion') => ({ __typename: kind, id, version: 1, title }) as unknown as BuilderElement;
const holder = (kind: string, id: string, name: string, children: BuilderElement[]) => ({ __typename: kind, id, version: 1, name, children }) as unknown as BuilderElement;
const page = (id: string, children: BuilderElement[]): BuilderPage => ({ id, version: 1, name: id, children });
const outcome = (id: string, outcomeGroupId: string) => ({ __typename: 'TemplateOutcome', id, version: 1, outcomeGroupId }) as unknown as BuilderElement;

const pages = [page('p1', [question('q-room', 'Room'), holder('RepeatableSection', 'rs-hoods', 'Hoods', [question('q-sash', 'Sash height')]), question('t-ppe', 'PPE', 'TableQuestion')])];

describe('summaryQuestionChoices', () => {
  it('offers every question with the repeatable section it is answered in, and no tables themselves', () => {
    expect(summaryQuestionChoices(outlineRows(pages))).toEqual([
      { id: 'q-room', label: 'Room', questionGroupId: null },
      { id: 'q-sash', label: 'Sash height (in Hoods)', questionGroupId: 'rs-hoods' },
    ]);
  });
});

describe('labelSummaryPages', () => {
  it('labels a template outcome by its group and a question summary by its question, naming what is missing', () => {
    const summary = [page('s1', [outcome('to1', 'g-risk'), outcome('to2', 'g-gone'), { __typename: 'QuestionSummary', id: 'qs1', version: 1, questionId: 'q-room' } as unknown as BuilderElement])];

    const labelled = labelSummaryPages(summary, new Map([['q-room', 'Room']]), new Map([['g-risk', 'Hood risk']]));

    expect(labelled[0]?.children.map((child) => child.outlineLabel)).toEqual(['Outcome: Hood risk', 'Outcome: missing group g-gone', 'Summary: Room']);
  });
});

describe('summaryInsertionPoint', () => {
  const summary = [page('s1', [outcome('to1', 'g-risk'), outcome('to2', 'g-risk')]), page('s2', [])];
  const rows = outlineRows(pages, summary);
  const rowOf = (id: string) => rows.find((row) => row.node.id === id);

  it('puts an item after the selected item, or last on the selected summary page', () => {
    expect(summaryInsertionPoint('TemplateOutcome', summary, rowOf('to1'), rows)).toEqual({ parentId: 's1', afterId: 'to1' });
    expect(summaryInsertionPoint('TemplateOutcome', summary, rowOf('s1'), rows)).toEqual({ parentId: 's1', afterId: 'to2' });
    expect(summaryInsertionPoint('QuestionSummary', summary, rowOf('s2'), rows)).toEqual({ parentId: 's2', afterId: null });
  });

  it('puts a summary page after the selected one or the last, under SUMMARY, and an item nowhere without summary pages', () => {
    expect(summaryInsertionPoint('SummaryPage', summary, rowOf('to2'), rows)).toEqual({ parentId: 'SUMMARY', afterId: 's1' });
    expect(summaryInsertionPoint('SummaryPage', summary, rowOf('q-room'), rows)).toEqual({ parentId: 'SUMMARY', afterId: 's2' });
    expect(summaryInsertionPoint('TemplateOutcome', [], undefined, outlineRows(pages))).toBeNull();
  });

  it('knows the summary page of the selection only on summary pages', () => {
    expect(selectedSummaryPage(rowOf('to2'), rows)?.id).toBe('s1');
    expect(selectedSummaryPage(rowOf('q-sash'), rows)).toBeNull();
    expect(selectedSummaryPage(undefined, rows)).toBeNull();
  });
});
