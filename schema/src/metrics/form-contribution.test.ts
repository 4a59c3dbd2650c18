import { describe, expect, it } from 'vitest';
import { aggregateView } from './aggregate-view';
import { choiceAnswersOf } from './choice-answers';
import { outcomeCountsOf } from './outcome-counts';
import { contributionDelta, formContribution, mondayOf, sumCounts, type ContributingForm } from './form-contribution';

const draft: ContributingForm = {
  status: 'draft',
  createdDate: '2026-11-18T10:00:00.000Z',
  statusEvents: [{ status: 'draft', timestamp: '2026-11-18T10:00:00.000Z' }],
  workflowVersionId: 'wf-1',
};

const submitted: ContributingForm = {
  ...draft,
  status: 'submitted',
  statusEvents: [...draft.statusEvents, { status: 'submitted', timestamp: '2026-11-20T10:00:00.000Z' }],
  countedAnswers: { ppe: ['gloves', 'goggles'], safe: ['true'] },
};

describe('formContribution', () => {
  it('counts a new form once in its status, its start week and month, and its workflow version', () => {
    // Act
    const counts = formContribution(draft);

    // Assess
    expect(counts).toEqual({ forms: 1, 's:draft': 1, 'v:wf-1:draft': 1, 'w:2026-11-16': 1, 'm:2026-11': 1 });
  });

  it('counts closed stays in milliseconds, the halt in ERROR and each chosen option once', () => {
    // Act
    const counts = formContribution({ ...submitted, workflowHalt: { status: 'ERROR' }, countedAnswers: { ppe: ['gloves', 'gloves'] } });

    // Assess
    expect(counts).toMatchObject({ 'd:draft': 2 * 86_400_000, 'n:draft': 1, errors: 1, 'a:ppe:gloves': 1 });
    expect(formContribution({ ...submitted, countedOutcomes: { hood: ['risk-high'] } })).toMatchObject({ 'o:hood:risk-high': 1 });
  });
});

describe('contributionDelta', () => {
  it('moves one form from draft to submitted, adds its stay and its answers, and leaves the rest alone', () => {
    // Act
    const delta = contributionDelta(draft, submitted);

    // Assess
    expect(delta).toEqual({
      's:draft': -1,
      's:submitted': 1,
      'v:wf-1:draft': -1,
      'v:wf-1:submitted': 1,
      'd:draft': 2 * 86_400_000,
      'n:draft': 1,
      'a:ppe:gloves': 1,
      'a:ppe:goggles': 1,
      'a:safe:true': 1,
    });
  });

  it('takes a deleted form out of every count it was in', () => {
    // Act
    const after = sumCounts([formContribution(submitted), contributionDelta(submitted, undefined)]);

    // Assess
    expect(aggregateView(after)).toMatchObject({ forms: 0, byStatus: new Map(), answers: new Map(), stays: new Map() });
  });

  it('ends where the forms are, whatever order two forms moves are applied in', () => {
    // Prepare
    const other: ContributingForm = { ...draft, createdDate: '2026-10-01T00:00:00.000Z' };
    const moves = [contributionDelta(undefined, draft), contributionDelta(draft, submitted), contributionDelta(undefined, other), contributionDelta(other, undefined)];

    // Act
    const forward = aggregateView(sumCounts(moves));
    const backward = aggregateView(sumCounts([...moves].reverse()));

    // Assess
    expect(forward).toEqual(backward);
    expect(forward).toEqual(aggregateView(formContribution(submitted)));
  });
});

describe('outcomeCountsOf', () => {
  it('counts a RISK group by the risk levels held and other groups by the outcomes held', () => {
    // Act
    const counted = outcomeCountsOf([
      { id: 'hood', name: 'Hood risk', type: 'RISK', outcomes: [{ id: 'hood-high', type: 'RISK', riskLevel: { id: 'risk-high', level: 'High', color: '#B71C1C' } }] },
      { id: 'ack', name: 'Acknowledge', type: 'ACKNOWLEDGEMENT', outcomes: [{ id: 'read-sop', type: 'ACKNOWLEDGEMENT' }] },
      { id: 'empty', name: 'Nothing held', type: 'RISK', outcomes: [] },
    ]);

    // Assess
    expect(counted).toEqual({ hood: ['risk-high'], ack: ['read-sop'] });
  });
});

describe('mondayOf', () => {
  it('answers the Monday of the week, UTC', () => {
    expect(mondayOf(new Date('2026-11-22T23:59:00.000Z'))).toBe('2026-11-16');
    expect(mondayOf(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
  });
});

describe('choiceAnswersOf', () => {
  it('keeps option and toggle answers, each option once per question, and drops other answers', () => {
    // Act
    const chosen = choiceAnswersOf([
      { questionId: 'ppe', value: { kind: 'OptionResponse', selectedOptionIds: ['goggles', 'gloves'] } },
      { questionId: 'ppe', value: { kind: 'OptionResponse', selectedOptionIds: ['gloves'] } },
      { questionId: 'safe', value: { kind: 'ToggleResponse', defaultValue: false } },
      { questionId: 'room', value: { kind: 'TextResponse', text: '210B' } },
    ]);

    // Assess
    expect(chosen).toEqual({ ppe: ['gloves', 'goggles'], safe: ['false'] });
  });
});
