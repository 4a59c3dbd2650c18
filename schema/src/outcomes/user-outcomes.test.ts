import { describe, expect, it } from 'vitest';
import type { HeldOutcomeGroup } from './evaluate';
import { sortUserOutcomes, updatedTraining, userOutcomesOf, valueOf, type TrainingProgress } from './user-outcomes';

const source = { userId: 'u1', formId: 'f1', formName: 'Hood check', recordedAt: '2026-03-01T10:00:00.000Z' };
const high = { id: 'rl-high', level: 'High', color: '#B71C1C' };

const riskGroup: HeldOutcomeGroup = { id: 'g-risk', name: 'Hood risk', type: 'RISK', outcomes: [{ id: 'o-high', type: 'RISK', riskLevel: high }] };
const trainingGroup: HeldOutcomeGroup = {
  id: 'g-train',
  name: 'Trainings',
  type: 'TRAINING',
  outcomes: [
    { id: 'o-fume', type: 'TRAINING', courseId: 'FUME-101', link: 'https://learn.example.edu/fume' },
    { id: 'o-spill', type: 'TRAINING', link: 'https://learn.example.edu/spill' },
  ],
};

describe('userOutcomesOf', () => {
  it('records one outcome per group with its values, sourced from the form', () => {
    // Act
    const [risk] = userOutcomesOf([riskGroup], source);

    // Assess
    expect(risk).toEqual({
      id: 'f1~g-risk~-',
      userId: 'u1',
      groupId: 'g-risk',
      groupName: 'Hood risk',
      outcomeType: 'RISK',
      source: 'FORM',
      sourceId: 'f1',
      sourceName: 'Hood check',
      values: [{ type: 'RISK', label: 'High', color: '#B71C1C' }],
      recordedAt: source.recordedAt,
    });
  });

  it('records one pending training per course, named by its course id or else its link', () => {
    const trainings = userOutcomesOf([trainingGroup], source);

    expect(trainings.map((outcome) => [outcome.id, outcome.outcomeType, outcome.training])).toEqual([
      ['f1~g-train~o-fume', 'TRAINING', { courseId: 'FUME-101', courseName: 'FUME-101', link: 'https://learn.example.edu/fume', progress: 0, status: 'PENDING', completedAt: null }],
      ['f1~g-train~o-spill', 'TRAINING', { courseId: 'o-spill', courseName: 'https://learn.example.edu/spill', link: 'https://learn.example.edu/spill', progress: 0, status: 'PENDING', completedAt: null }],
    ]);
  });

  it('keeps the progress of a course when the form is recorded again', () => {
    // Prepare
    const [first] = userOutcomesOf([trainingGroup], source);
    const done = { ...first!, training: { ...first!.training!, progress: 100, status: 'DONE' as const, completedAt: '2026-03-02T00:00:00.000Z' } };

    // Act
    const [again] = userOutcomesOf([trainingGroup], { ...source, recordedAt: '2026-04-01T00:00:00.000Z' }, [done]);

    // Assess
    expect(again).toMatchObject({ id: first!.id, recordedAt: '2026-04-01T00:00:00.000Z', training: { progress: 100, status: 'DONE', completedAt: '2026-03-02T00:00:00.000Z' } });
  });

  it('splits the trainings of a mixed group from its other outcomes', () => {
    const mixed: HeldOutcomeGroup = { ...riskGroup, outcomes: [...riskGroup.outcomes, { id: 'o-course', type: 'TRAINING', courseId: 'C1' }] };

    expect(userOutcomesOf([mixed], source).map((outcome) => [outcome.id, outcome.outcomeType])).toEqual([
      ['f1~g-risk~-', 'RISK'],
      ['f1~g-risk~o-course', 'TRAINING'],
    ]);
  });

  it('records nothing when no group holds', () => {
    expect(userOutcomesOf([], source)).toEqual([]);
  });
});

describe('valueOf', () => {
  it('labels each kind of outcome as a reader sees it', () => {
    expect(valueOf({ id: 'a', type: 'NUMBER', value: 4 })).toEqual({ type: 'NUMBER', label: '4' });
    expect(valueOf({ id: 'b', type: 'CALCULATED', value: 12, scale: { level: 'Severe', color: '#000000', lowerBound: 10, upperBound: 20 } })).toEqual({
      type: 'CALCULATED',
      label: '12 (Severe)',
      color: '#000000',
    });
    expect(valueOf({ id: 'c', type: 'TEXT', text: 'Wear goggles' })).toEqual({ type: 'TEXT', label: 'Wear goggles' });
    expect(valueOf({ id: 'd', type: 'SMART', prompt: 'Check the hood' })).toEqual({ type: 'SMART', label: 'Check the hood' });
    expect(valueOf({ id: 'e', type: 'ACKNOWLEDGEMENT' })).toEqual({ type: 'ACKNOWLEDGEMENT', label: 'Acknowledged' });
    expect(valueOf({ id: 'f', type: 'RISK' })).toBeUndefined();
  });
});

describe('updatedTraining', () => {
  const pending: TrainingProgress = { courseId: 'C1', courseName: 'C1', progress: 20, status: 'PENDING', completedAt: null };
  const now = '2026-05-01T00:00:00.000Z';

  it('completes a training: DONE, 100 and the completion time', () => {
    expect(updatedTraining(pending, { completed: true }, now)).toEqual({ ...pending, progress: 100, status: 'DONE', completedAt: now });
    expect(updatedTraining(pending, { progress: 100 }, now)).toMatchObject({ status: 'DONE', completedAt: now });
  });

  it('records partial progress, and reopens a completed training', () => {
    expect(updatedTraining(pending, { progress: 60 }, now)).toEqual({ ...pending, progress: 60 });
    const done = updatedTraining(pending, { completed: true }, now);
    expect(updatedTraining(done, { completed: false, progress: 50 }, now)).toEqual({ ...pending, progress: 50 });
  });
});

describe('sortUserOutcomes', () => {
  it('lists trainings first, then by type, newest first within a type', () => {
    const outcomes = [
      { id: 'r-old', outcomeType: 'RISK' as const, recordedAt: '2026-01-01' },
      { id: 't', outcomeType: 'TRAINING' as const, recordedAt: '2025-01-01' },
      { id: 'r-new', outcomeType: 'RISK' as const, recordedAt: '2026-02-01' },
    ];
    expect(sortUserOutcomes(outcomes).map((outcome) => outcome.id)).toEqual(['t', 'r-new', 'r-old']);
  });
});
