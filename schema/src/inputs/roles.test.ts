import { describe, expect, it } from 'vitest';
import { checkSelectedUser, createRoleInputSchema, searchUsersArgsSchema, setPermissionsInputSchema } from './roles';

describe('role inputs', () => {
  it('defaults isProtected to false and refuses an unknown level', () => {
    expect(createRoleInputSchema.parse({ nodeType: 'campus', nodeId: '01', roleName: 'x' }).isProtected).toBe(false);
    expect(createRoleInputSchema.safeParse({ nodeType: 'tenant', nodeId: 'PSS', roleName: 'x' }).success).toBe(false);
  });

  it("answers 'Please select a user' when no user was chosen", () => {
    expect(checkSelectedUser(undefined)).toEqual({ ok: false, message: 'Please select a user' });
    expect(checkSelectedUser('  ')).toEqual({ ok: false, message: 'Please select a user' });
    expect(checkSelectedUser('user-staff-one')).toEqual({ ok: true, userId: 'user-staff-one' });
  });

  it('needs 2 or more characters to search', () => {
    expect(searchUsersArgsSchema.safeParse({ searchTerm: ' a ' }).success).toBe(false);
    expect(searchUsersArgsSchema.parse({ searchTerm: ' Le ' }).searchTerm).toBe('Le');
  });

  it('needs at least one action in a permission table', () => {
    expect(setPermissionsInputSchema.safeParse({ nodeType: 'global', nodeId: 'platform', actions: [], permissions: [] }).success).toBe(false);
  });
});
