import { describe, expect, it } from 'vitest';
import { choice, page, section, template, text, when } from '../template/template-fixtures';
import { missingAnswersMessage, missingRequiredAnswers, statusAfterAction } from './action-transition';

describe('statusAfterAction', () => {
  it('moves a draft or a form sent back for revisions to submitted on submit', () => {
    expect(statusAfterAction('submit', 'draft')).toBe('submitted');
    expect(statusAfterAction('submit', 'revisions_requested')).toBe('submitted');
  });

  it('leaves the status alone for other actions', () => {
    expect(statusAfterAction('approve', 'submitted')).toBe('submitted');
  });
});

describe('missingRequiredAnswers', () => {
  const form = template([
    page('p1', 'Page', [
      section('s1', 'Section', [
        text('room', 'Room number', { required: true }),
        choice('hazard', 'Hazards?', ['yes', 'no'], { required: true }),
        text('which', 'Which hazards', { required: true, dependsOn: when('hazard', 'yes') }),
        text('notes', 'Notes'),
      ]),
    ]),
  ]);

  it('lists the required visible questions without an answer, by title', () => {
    const gaps = missingRequiredAnswers(form, [{ questionId: 'hazard', selectedOptionIds: ['yes'] }]);
    expect(gaps.map((gap) => gap.title)).toEqual(['Room number', 'Which hazards']);
    expect(missingAnswersMessage(gaps)).toBe('Answer the required questions first: Room number, Which hazards.');
  });

  it('is empty once every shown required question is answered', () => {
    const responses = [
      { questionId: 'room', text: '210B' },
      { questionId: 'hazard', selectedOptionIds: ['no'] },
    ];
    expect(missingRequiredAnswers(form, responses)).toEqual([]);
  });
});
