import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '../template/model';
import { choice, date, page, repeatable, section, template, text, when } from '../template/template-fixtures';
import { answerProblemsMessage, dateAnswerProblems, formAnswerProblems } from './answer-validation';

// 2025-03-15 at 20:00 in Los Angeles is already the 16th in UTC: the tenant's calendar decides.
const now = new Date('2025-03-16T03:00:00Z');
const notAfterToday: ValidationRule = { id: 'r-past', field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 0, relativeTo: 'currentDate' };
const endAfterStart: ValidationRule = { id: 'r-end', field: 'endDate', operator: 'greaterThan', unit: 'days', value: 0, relativeTo: 'startDate' };

describe('dateAnswerProblems', () => {
  const visit = date('visit', 'Visit date', [notAfterToday]);

  it('refuses a date after today on the tenant calendar, naming the question, rule and message', () => {
    expect(dateAnswerProblems(visit, { selectedDate: '2025-03-16' }, now)).toEqual([
      { questionId: 'visit', title: 'Visit date', kind: 'dateRule', ruleId: 'r-past', field: 'date', message: 'Must be on or before today' },
    ]);
  });

  it('accepts today on the tenant calendar, and an empty answer', () => {
    expect(dateAnswerProblems(visit, { selectedDate: '2025-03-15' }, now)).toEqual([]);
    expect(dateAnswerProblems(visit, { selectedDate: null }, now)).toEqual([]);
  });

  it('judges a date-time by the day it falls on in the tenant zone', () => {
    const timed = date('visit', 'Visit date', [notAfterToday], { includeTime: true });
    expect(dateAnswerProblems(timed, { selectedDate: '2025-03-16T02:00:00.000Z' }, now)).toEqual([]);
    expect(dateAnswerProblems(timed, { selectedDate: '2025-03-16T09:00:00.000Z' }, now)).toHaveLength(1);
  });

  it('checks each part of a range against the rules that name it', () => {
    const stay = date('stay', 'Stay', [endAfterStart], { range: true });
    expect(dateAnswerProblems(stay, { start: '2025-03-10', end: '2025-03-10' }, now)).toMatchObject([{ field: 'endDate', ruleId: 'r-end' }]);
    expect(dateAnswerProblems(stay, { start: '2025-03-10', end: '2025-03-11' }, now)).toEqual([]);
  });

  it('finds no date problems in other kinds of question', () => {
    expect(dateAnswerProblems(text('room', 'Room'), { selectedDate: '2030-01-01' }, now)).toEqual([]);
  });
});

describe('formAnswerProblems', () => {
  const form = template([
    page('p1', 'Page', [
      section('s1', 'Section', [
        text('room', 'Room number', { required: true }),
        choice('hazard', 'Hazards?', ['yes', 'no'], { required: true }),
        text('which', 'Which hazards', { required: true, dependsOn: when('hazard', 'yes') }),
        date('visit', 'Visit date', [notAfterToday]),
        date('later', 'Follow-up', [notAfterToday], { dependsOn: when('hazard', 'yes') }),
        text('locked', 'Locked', { required: true, disabled: true }),
        repeatable('rows', 'Rows', [text('row-name', 'Row name', { required: true })]),
      ]),
    ]),
  ]);

  it('lists missing required and broken date answers of visible questions, in template order', () => {
    const responses = [
      { questionId: 'hazard', selectedOptionIds: ['yes'] },
      { questionId: 'visit', selectedDate: '2025-04-01' },
    ];
    const problems = formAnswerProblems(form, responses, now);
    expect(problems.map(({ questionId, kind, pageId }) => ({ questionId, kind, pageId }))).toEqual([
      { questionId: 'room', kind: 'required', pageId: 'p1' },
      { questionId: 'which', kind: 'required', pageId: 'p1' },
      { questionId: 'visit', kind: 'dateRule', pageId: 'p1' },
    ]);
    expect(answerProblemsMessage(problems)).toBe(
      'Answer the required questions first: Room number, Which hazards. Fix the dates first: Visit date: Must be on or before today.',
    );
  });

  it('ignores questions a condition hides, with their kept answers', () => {
    const responses = [
      { questionId: 'room', text: '210B' },
      { questionId: 'hazard', selectedOptionIds: ['no'] },
      { questionId: 'later', selectedDate: '2030-01-01' },
    ];
    expect(formAnswerProblems(form, responses, now)).toEqual([]);
  });

  it('ignores answers given in rows: they are not the form-level answer', () => {
    const responses = [
      { questionId: 'room', text: '210B' },
      { questionId: 'hazard', selectedOptionIds: ['no'] },
      { questionId: 'visit', selectedDate: '2030-01-01', location: { parentId: 'rows', rowId: 'r1' } },
    ];
    expect(formAnswerProblems(form, responses, now)).toEqual([]);
  });
});
