import { describe, expect, it } from 'vitest';
import { choice, text } from '../template/template-fixtures';
import type { Question } from '../template/model';
import { responseKindOf } from './response-values';

const search = (category: 'BUILDING' | 'CAMPUS' | 'DEPARTMENT' | 'PERSON' | 'ROOM') =>
  ({ ...text('s', 'Search'), __typename: 'SearchQuestion', category, allowExternalUsers: false, isSubject: false }) as Question;

describe('responseKindOf', () => {
  it('answers a search by its category and other questions by their kind', () => {
    expect(responseKindOf(search('PERSON'))).toBe('PersonSearchResponse');
    expect(responseKindOf(search('BUILDING'))).toBe('BuildingSearchResponse');
    expect(responseKindOf(search('DEPARTMENT'))).toBe('DepartmentSearchResponse');
    expect(responseKindOf(search('ROOM'))).toBe('RoomSearchResponse');
    expect(responseKindOf(choice('c', 'Pick', ['a']))).toBe('OptionResponse');
    expect(responseKindOf(text('t', 'Name'))).toBe('TextResponse');
  });

  it('answers a subject question with a person or a library item', () => {
    const subject = (subjectType: string) => ({ ...text('s', 'Subject'), __typename: 'SubjectQuestion', subjectType, roleMappings: [] }) as Question;
    expect(responseKindOf(subject('person'))).toBe('PersonSearchResponse');
    expect(responseKindOf(subject('library'))).toBe('LibrarySearchResponse');
  });
});
