import { describe, expect, it } from 'vitest';
import type { FormRecord, ResponseRecord } from '../../data/entities';
import { integrationPayload, plainAnswer } from './integration-payload';

const answer = (questionId: string, value: ResponseRecord['value'], at: Partial<ResponseRecord> = {}): ResponseRecord => ({
  formId: 'f1',
  questionId,
  value,
  version: 1,
  lastSaved: '2026-01-01T00:00:00.000Z',
  savedBy: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...at,
});

const form = { id: 'f1', name: 'Lab inspection', templateId: 'tpl-1', status: 'submitted' } as FormRecord;

describe('plainAnswer', () => {
  it('gives the one value an answer holds, or its fields when it holds several', () => {
    expect(plainAnswer({ kind: 'TextResponse', text: 'North lab' })).toBe('North lab');
    expect(plainAnswer({ kind: 'OptionResponse', selectedOptionIds: ['yes'] })).toEqual(['yes']);
    expect(plainAnswer({ kind: 'DateRangeResponse', start: '2026-01-01', end: null })).toEqual({ start: '2026-01-01', end: null });
  });
});

describe('integrationPayload', () => {
  it('sends the form, the move and its top-level answers by question id', () => {
    const responses = [answer('site', { kind: 'TextResponse', text: 'North lab' }), answer('row-note', { kind: 'TextResponse', text: 'in a row' }, { rowId: 'r1' })];

    expect(integrationPayload({ id: 't1' }, form, responses, { previousStatus: 'draft', event: 'submit' })).toEqual({
      formId: 'f1',
      formName: 'Lab inspection',
      templateId: 'tpl-1',
      status: 'submitted',
      previousStatus: 'draft',
      event: 'submit',
      triggerId: 't1',
      answers: { site: 'North lab' },
    });
  });
});
