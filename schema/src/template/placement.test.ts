import { describe, expect, it } from 'vitest';
import { holdsNodes, placementProblem } from './placement';

describe('placementProblem', () => {
  it('takes pages at the top of a template and summary pages at the top of the summary', () => {
    expect(placementProblem('ROOT', 'Page')).toBeUndefined();
    expect(placementProblem('SUMMARY', 'SummaryPage')).toBeUndefined();
    expect(placementProblem('ROOT', 'Section')).toBe('Only pages go at the top of a template.');
    expect(placementProblem('SUMMARY', 'Page')).toBe('Only summary pages go at the top of the summary.');
  });

  it('puts sections, static text, subforms and questions in pages and sections, and never a page inside another node', () => {
    for (const parent of ['Page', 'Section', 'RepeatableSection']) {
      for (const kind of ['Section', 'RepeatableSection', 'StaticText', 'Subform', 'TextQuestion', 'TableQuestion']) {
        expect(placementProblem(parent, kind)).toBeUndefined();
      }
    }
    expect(placementProblem('Section', 'Page')).toBe('A page goes at the top of a template (parentId ROOT or SUMMARY).');
  });

  it('lets a table hold questions as its columns, but no tables, sections or static text', () => {
    expect(placementProblem('TableQuestion', 'TextQuestion')).toBeUndefined();
    expect(placementProblem('TableQuestion', 'TableQuestion')).toBe('A table holds questions (its columns), and no tables.');
    expect(placementProblem('TableQuestion', 'Section')).toBe('A table holds questions (its columns), and no tables.');
    expect(placementProblem('TableQuestion', 'StaticText')).toBe('A table holds questions (its columns), and no tables.');
  });

  it('refuses anything inside a question other than a table, and question summaries or template outcomes outside summary pages', () => {
    expect(placementProblem('TextQuestion', 'TextQuestion')).toBe('A TextQuestion holds no elements.');
    expect(placementProblem('StaticText', 'Section')).toBe('A StaticText holds no elements.');
    expect(placementProblem('SummaryPage', 'QuestionSummary')).toBeUndefined();
    expect(placementProblem('Page', 'QuestionSummary')).toBe('A question summary goes on a summary page.');
    expect(placementProblem('SummaryPage', 'TemplateOutcome')).toBeUndefined();
    expect(placementProblem('Section', 'TemplateOutcome')).toBe('A template outcome goes on a summary page.');
  });
});

describe('holdsNodes', () => {
  it('is true for pages, sections, repeatable sections and tables only', () => {
    expect(['Page', 'SummaryPage', 'Section', 'RepeatableSection', 'TableQuestion'].every(holdsNodes)).toBe(true);
    expect(['TextQuestion', 'StaticText', 'Subform'].some(holdsNodes)).toBe(false);
  });
});
