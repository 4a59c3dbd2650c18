import { describe, expect, it } from 'vitest';
import { canEditPermission, isManagedAction, managedActions, nodeObject, unmanagedActions } from './node-actions';

describe('managed actions', () => {
  it("lists the spec's global and campus actions and the program's admin and member", () => {
    expect(managedActions.global).toEqual(
      expect.arrayContaining(['admin', 'can_view_studio', 'can_create_tenant', 'can_create_library', 'library_manager', 'can_view_internal_tools']),
    );
    expect(managedActions.campus).toContain('admin');
    expect(managedActions.program).toEqual(['admin', 'member']);
  });

  it('refuses actions a level does not have', () => {
    expect(isManagedAction('campus', 'can_create_tenant')).toBe(false);
    expect(isManagedAction('program', 'can_view_studio')).toBe(false);
    expect(unmanagedActions('global', ['admin', 'member', 'owner'])).toEqual(['member', 'owner']);
  });

  it('names the authorization object of a node', () => {
    expect(nodeObject('global', 'platform')).toBe('global:platform');
    expect(nodeObject('program', 'prog-01-lab-safety')).toBe('program:prog-01-lab-safety');
  });
});

describe('canEditPermission', () => {
  it('locks only the admin action of a protected role', () => {
    expect(canEditPermission({ isProtected: true }, 'admin')).toBe(false);
    expect(canEditPermission({ isProtected: true }, 'can_view_studio')).toBe(true);
    expect(canEditPermission({ isProtected: false }, 'admin')).toBe(true);
  });
});
