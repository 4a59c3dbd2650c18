import { describe, expect, it } from 'vitest';
import type { Question } from '../template/model';
import { text } from '../template/template-fixtures';
import { assignmentChanges, roleAssignments } from './role-assignments';

const personSearch = { ...text('pi', 'Principal investigator'), __typename: 'SearchQuestion', category: 'PERSON', roleAssignedId: 'inspector', programRoleId: 'prog-admins', allowExternalUsers: false, isSubject: false } as Question;
const librarySearch = { ...text('chem', 'Chemical'), __typename: 'LibrarySearchQuestion', roleMappings: [{ id: 'm1', sourceField: 'custodian', roleId: 'custodian' }], librarySearchFilter: [] } as Question;
const person = (userId: string) => ({ kind: 'PersonSearchResponse' as const, selectedPerson: { userId, firstName: 'A', lastName: 'B', email: 'a@b.c' } });

describe('roleAssignments', () => {
  it("gives the chosen person the question's document role (its program role is program-role-grants.ts's)", () => {
    expect(roleAssignments(personSearch, person('user-1'))).toEqual([{ roleId: 'inspector', userId: 'user-1' }]);
    expect(roleAssignments(personSearch, { kind: 'PersonSearchResponse', selectedPerson: null })).toEqual([]);
  });

  it("gives a library item's user named by a mapping's source field the mapped role", () => {
    const item = (fields: Record<string, unknown>) => ({ kind: 'LibrarySearchResponse' as const, selectedItem: { id: 'i1', name: 'Acetone', fields } });
    expect(roleAssignments(librarySearch, item({ custodian: 'user-7' }))).toEqual([{ roleId: 'custodian', userId: 'user-7' }]);
    expect(roleAssignments(librarySearch, item({ custodian: ' ' }))).toEqual([]);
  });

  it('takes back what a changed answer no longer gives', () => {
    expect(assignmentChanges([{ roleId: 'inspector', userId: 'user-1' }], [{ roleId: 'inspector', userId: 'user-2' }])).toEqual({
      add: [{ roleId: 'inspector', userId: 'user-2' }],
      remove: [{ roleId: 'inspector', userId: 'user-1' }],
    });
  });
});
