import { describe, expect, it } from 'vitest';
import { groupAllows, groupTableWith, pagePermissionsWith, sectionPermissionsWith } from './permission-changes';

describe('groupTableWith', () => {
  const table = [
    { roleId: 'r1', action: 'view' as const, statuses: ['draft'] },
    { roleId: 'r1', action: 'start' as const, statuses: [] },
  ];

  it('adds a status to a role\'s view and keeps the rest of the table', () => {
    const next = groupTableWith(table, { roleId: 'r1', action: 'view', statusId: 'submitted', checked: true });
    expect(next).toEqual([
      { roleId: 'r1', action: 'view', statuses: ['draft', 'submitted'] },
      { roleId: 'r1', action: 'start', statuses: [] },
    ]);
  });

  it('drops an entry left without statuses, and start when unticked', () => {
    const next = groupTableWith(groupTableWith(table, { roleId: 'r1', action: 'view', statusId: 'draft', checked: false }), { roleId: 'r1', action: 'start', checked: false });
    expect(next).toEqual([]);
  });

  it('adds a new role\'s update entry and answers what it allows', () => {
    const next = groupTableWith(table, { roleId: 'r2', action: 'update', statusId: 'draft', checked: true });
    expect(groupAllows(next, 'r2', 'update', 'draft')).toBe(true);
    expect(groupAllows(next, 'r2', 'update', 'approved')).toBe(false);
    expect(groupAllows(next, 'r1', 'start')).toBe(true);
  });
});

describe('pagePermissionsWith', () => {
  it('adds and removes statuses of one role, dropping a role with none left', () => {
    const added = pagePermissionsWith([], { roleId: 'r1', scope: 'program', statusId: 'draft', checked: true });
    expect(added).toEqual([{ roleId: 'r1', scope: 'program', canViewInStatuses: ['draft'] }]);
    expect(pagePermissionsWith(added, { roleId: 'r1', scope: 'program', statusId: 'draft', checked: false })).toEqual([]);
  });
});

describe('sectionPermissionsWith', () => {
  it('keeps view and update apart, as status refs with labels', () => {
    const draft = { id: 'draft', label: 'Draft' };
    const viewed = sectionPermissionsWith([], { roleId: 'r1', scope: 'campus', kind: 'view', status: draft, checked: true });
    const updated = sectionPermissionsWith(viewed, { roleId: 'r1', scope: 'campus', kind: 'update', status: draft, checked: true });
    expect(updated).toEqual([{ roleId: 'r1', scope: 'campus', canViewWhen: [draft], canUpdateWhen: [draft] }]);
    const cleared = sectionPermissionsWith(sectionPermissionsWith(updated, { roleId: 'r1', scope: 'campus', kind: 'view', status: draft, checked: false }), {
      roleId: 'r1',
      scope: 'campus',
      kind: 'update',
      status: draft,
      checked: false,
    });
    expect(cleared).toEqual([]);
  });
});
