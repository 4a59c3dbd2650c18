import { describe, expect, it } from 'vitest';
import type { Question } from '../template/model';
import { text } from '../template/template-fixtures';
import { programRoleGrants, programRoleIdsOfFields } from './program-role-grants';

const personSearch = (programRoleId: string | null) =>
  ({ ...text('pi', 'Principal investigator'), __typename: 'SearchQuestion', category: 'PERSON', programRoleId, allowExternalUsers: false, isSubject: false }) as Question;
const person = (userId: string) => ({ kind: 'PersonSearchResponse' as const, selectedPerson: { userId, firstName: 'A', lastName: 'B', email: 'a@b.c' } });

describe('programRoleGrants', () => {
  it("gives the chosen person the question's program role, and nothing once the answer is cleared", () => {
    expect(programRoleGrants(personSearch('reviewers'), person('user-1'))).toEqual([{ roleId: 'reviewers', userId: 'user-1' }]);
    expect(programRoleGrants(personSearch('reviewers'), { kind: 'PersonSearchResponse', selectedPerson: null })).toEqual([]);
    expect(programRoleGrants(personSearch(null), person('user-1'))).toEqual([]);
  });
});

describe('programRoleIdsOfFields', () => {
  it("names an element's program role and its table columns', once each", () => {
    expect(programRoleIdsOfFields({ programRoleId: 'a', questions: [{ programRoleId: 'b' }, { programRoleId: 'a' }, { title: 'x' }] })).toEqual(['a', 'b']);
    expect(programRoleIdsOfFields({ programRoleId: null })).toEqual([]);
  });
});
