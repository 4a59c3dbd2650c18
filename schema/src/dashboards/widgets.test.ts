import { describe, expect, it } from 'vitest';
import { overviewLayoutId, programOfOverviewLayout } from './ids';
import { widgetConfigProblems, widgetIsComplete } from './widgets';

describe('widget configurations', () => {
  it('needs a value for headers and paragraphs', () => {
    expect(widgetConfigProblems('header', { value: '  ' })).toEqual(['A header needs a value']);
    expect(widgetConfigProblems('paragraph', {})).not.toEqual([]);
    expect(widgetConfigProblems('header', { value: 'Welcome' })).toEqual([]);
  });

  it('keeps a button without its label or template, but not complete', () => {
    expect(widgetConfigProblems('button', {})).toEqual([]);
    expect(widgetIsComplete('button', { label: 'Start' })).toBe(false);
    expect(widgetIsComplete('button', { label: 'Start', templateGroupId: 'tg-1', templateName: 'Inspection' })).toBe(true);
    expect(widgetIsComplete('divider', {})).toBe(true);
  });

  it('shows a document table without a template (the program’s documents), or with one as a filter', () => {
    expect(widgetIsComplete('document-table', {})).toBe(true);
    expect(widgetIsComplete('document-table', { title: 'Recent', templateGroupId: 'tg-1', templateName: 'Inspection' })).toBe(true);
  });

  it('keeps a chart without its metric, complete once it names one', () => {
    expect(widgetConfigProblems('chart', {})).toEqual([]);
    expect(widgetIsComplete('chart', { metricId: '' })).toBe(false);
    expect(widgetIsComplete('chart', { metricId: 'metric-1' })).toBe(true);
  });

  it('keeps a calendar of 1 to 90 days ahead (14 when unset)', () => {
    expect(widgetIsComplete('calendar', {})).toBe(true);
    expect(widgetConfigProblems('calendar', { daysAhead: 30 })).toEqual([]);
    expect(widgetConfigProblems('calendar', { daysAhead: 0 })).toEqual(['At least 1 day']);
    expect(widgetConfigProblems('calendar', { daysAhead: 120 })).toEqual(['At most 90 days']);
  });

  it('refuses unknown widget types', () => {
    expect(widgetConfigProblems('marquee', {})).toEqual(['Unknown widget type marquee']);
  });
});

describe('overview layout ids', () => {
  it('compose the programId with the word overview, and back', () => {
    expect(overviewLayoutId('prog-01-lab-safety')).toBe('prog-01-lab-safetyoverview');
    expect(programOfOverviewLayout('prog-01-lab-safetyoverview')).toBe('prog-01-lab-safety');
    expect(programOfOverviewLayout('dash-123')).toBeUndefined();
    expect(programOfOverviewLayout('overview')).toBeUndefined();
  });
});
