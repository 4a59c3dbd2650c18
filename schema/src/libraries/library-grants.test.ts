import { describe, expect, it } from 'vitest';
import { libraryGrantInputSchema } from './library-grant-inputs';
import { accessOfRelation, countsAsAdmin, granteeOfSubject, granteeSubject, grantMessages, grantRefusal, type LibraryGrantee } from './library-grants';

describe('library grantees as tuple users', () => {
  it('writes a person, a role and everyone as the model names them, and reads them back', () => {
    const grantees: LibraryGrantee[] = [{ kind: 'USER', id: 'user-staff-two' }, { kind: 'ROLE', id: 'r-42' }, { kind: 'EVERYONE' }];

    const subjects = grantees.map(granteeSubject);

    expect(subjects).toEqual(['user:user-staff-two', 'role:r-42#member', 'user:*']);
    expect(subjects.map(granteeOfSubject)).toEqual(grantees);
  });

  it('ignores tuple users a grant never writes', () => {
    expect(['global:platform', 'role:r-1#node', 'form_role:x#member', 'user:a#b', 'user:'].map(granteeOfSubject)).toEqual([null, null, null, null, null]);
  });

  it('names the access level of admin, editor and viewer only', () => {
    expect(['admin', 'editor', 'viewer', 'platform'].map(accessOfRelation)).toEqual(['ADMIN', 'EDITOR', 'VIEWER', null]);
  });
});

describe('grant rules', () => {
  it('lets everyone signed in view a published library, and nothing more', () => {
    const everyone: LibraryGrantee = { kind: 'EVERYONE' };

    expect(grantRefusal({ status: 'PUBLISHED' }, 'VIEWER', everyone)).toBeNull();
    expect(grantRefusal({ status: 'PUBLISHED' }, 'EDITOR', everyone)).toBe(grantMessages.everyoneViewsOnly);
    expect(grantRefusal({ status: 'DRAFT' }, 'VIEWER', everyone)).toBe(grantMessages.everyoneWhenPublished);
    expect(grantRefusal({ status: 'DRAFT' }, 'ADMIN', { kind: 'ROLE', id: 'r-1' })).toBeNull();
  });

  it('counts persons administering a library, not roles', () => {
    expect(countsAsAdmin('ADMIN', { kind: 'USER', id: 'u' })).toBe(true);
    expect(countsAsAdmin('ADMIN', { kind: 'ROLE', id: 'r' })).toBe(false);
    expect(countsAsAdmin('EDITOR', { kind: 'USER', id: 'u' })).toBe(false);
  });
});

describe('grant input', () => {
  it('takes a person or role by id and everyone without one', () => {
    expect(libraryGrantInputSchema.parse({ libraryId: 'l1', access: 'EDITOR', granteeKind: 'USER', granteeId: ' user-staff-two ' })).toEqual({
      libraryId: 'l1',
      access: 'EDITOR',
      grantee: { kind: 'USER', id: 'user-staff-two' },
    });
    expect(libraryGrantInputSchema.parse({ libraryId: 'l1', access: 'VIEWER', granteeKind: 'EVERYONE', granteeId: null }).grantee).toEqual({ kind: 'EVERYONE' });
  });

  it('asks for the person or role when none was chosen', () => {
    const noUser = libraryGrantInputSchema.safeParse({ libraryId: 'l1', access: 'EDITOR', granteeKind: 'USER' });
    const noRole = libraryGrantInputSchema.safeParse({ libraryId: 'l1', access: 'EDITOR', granteeKind: 'ROLE', granteeId: '  ' });
    const everyoneWithId = libraryGrantInputSchema.safeParse({ libraryId: 'l1', access: 'VIEWER', granteeKind: 'EVERYONE', granteeId: 'x' });

    expect(noUser.error?.issues.map((issue) => issue.message)).toEqual(['Please select a user']);
    expect(noRole.error?.issues.map((issue) => issue.message)).toEqual(['Please select a role']);
    expect(everyoneWithId.success).toBe(false);
  });
});
