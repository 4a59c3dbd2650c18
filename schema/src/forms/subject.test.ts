import { describe, expect, it } from 'vitest';
import type { Question } from '../template/model';
import { page, template as templateWith, text } from '../template/template-fixtures';
import { subjectChange, subjectLabel, subjectOfAnswer, subjectOfAnswers, subjectQuestionOf } from './subject';

const personSearch = (id: string, isSubject: boolean) =>
  ({ ...text(id, 'Inspected person'), __typename: 'SearchQuestion', category: 'PERSON', allowExternalUsers: false, isSubject }) as Question;
const subjectQuestion = (id: string) => ({ ...text(id, 'Room'), __typename: 'SubjectQuestion', subjectType: 'room', roleMappings: [] }) as Question;
const templateOf = (questions: Question[], subjectQuestionId: string | null = null) =>
  templateWith([page('p1', 'Page', questions)], { subjectQuestionId });
const person = { kind: 'PersonSearchResponse' as const, selectedPerson: { userId: 'user-1', firstName: 'Ada', lastName: 'Lee', email: 'ada@x.edu', networkId: 'alee' } };
const item = { kind: 'LibrarySearchResponse' as const, selectedItem: { id: 'room-1', name: 'Room 101', fields: { floor: '1' } } };

describe('subjectQuestionOf', () => {
  it('takes the first subject question in template order, or the one the template names', () => {
    const questions = [text('t', 'Notes'), personSearch('not', false), personSearch('who', true), subjectQuestion('room')];
    expect(subjectQuestionOf(templateOf(questions))?.id).toBe('who');
    expect(subjectQuestionOf(templateOf(questions, 'room'))?.id).toBe('room');
    expect(subjectQuestionOf(templateOf(questions, 't'))?.id).toBe('who');
    expect(subjectQuestionOf(templateOf([text('t', 'Notes'), personSearch('not', false)]))).toBeUndefined();
  });
});

describe('subjectChange', () => {
  const template = templateOf([personSearch('who', true), personSearch('other', true)]);

  it("sets the subject from the subject question's top-level answer", () => {
    expect(subjectChange(template, 'who', {}, person)).toEqual({
      kind: 'set',
      subject: { kind: 'PERSON', userId: 'user-1', firstName: 'Ada', lastName: 'Lee', email: 'ada@x.edu', employeeId: null, networkId: 'alee' },
    });
  });

  it('clears it when that answer is cleared', () => {
    expect(subjectChange(template, 'who', {}, { kind: 'PersonSearchResponse', selectedPerson: null })).toEqual({ kind: 'cleared' });
  });

  it('leaves it alone for other questions and for answers inside rows', () => {
    expect(subjectChange(template, 'other', {}, person)).toEqual({ kind: 'unchanged' });
    expect(subjectChange(template, 'who', { parentId: 'rep', rowId: 'r1' }, person)).toEqual({ kind: 'unchanged' });
  });
});

describe('subjectOfAnswer and subjectLabel', () => {
  it('names a library item by its name and a person by first and last name', () => {
    const library = subjectOfAnswer(item);
    expect(library).toEqual({ kind: 'LIBRARY_ITEM', id: 'room-1', name: 'Room 101', fields: { floor: '1' } });
    expect(subjectLabel({ name: 'Room 101' })).toBe('Room 101');
    expect(subjectLabel({ firstName: 'Ada', lastName: 'Lee', userId: 'user-1' })).toBe('Ada Lee');
  });
});

describe('subjectOfAnswers', () => {
  it("reads a copy's subject from the top-level answer of the subject question only", () => {
    const template = templateOf([personSearch('who', true)]);
    expect(subjectOfAnswers(template, [{ questionId: 'who', parentId: 'rep', rowId: 'r1', value: person }])).toBeNull();
    expect(subjectOfAnswers(template, [{ questionId: 'who', value: person }])).toMatchObject({ kind: 'PERSON', userId: 'user-1' });
  });
});
