import { describe, expect, it } from 'vitest';
import { commentRolesNamedBy, mayComment, type CommentTemplate } from './comment-access';

const grant = (roleId: string, statuses: string[], subformElementId: string | null = null) => ({
  action: { id: 'comment' },
  roleId,
  statuses,
  subformElementId,
});

const template: CommentTemplate = {
  allowComments: true,
  permissions: [
    grant('owner', ['draft']),
    grant('role-reviewer', ['draft', 'submitted']),
    grant('role-subform', ['draft'], 'sub-1'),
    { action: { id: 'submit' }, roleId: 'role-submitter', statuses: ['draft'] },
  ],
};

describe('who may comment on a form', () => {
  it('lets a role granted comment in the form status comment, and not in another status', () => {
    expect(mayComment(template, 'submitted', ['role-reviewer'])).toBe(true);
    expect(mayComment(template, 'approved', ['role-reviewer'])).toBe(false);
  });

  it('lets the owner comment only where the owner role is granted', () => {
    expect(mayComment(template, 'draft', ['owner'])).toBe(true);
    expect(mayComment(template, 'submitted', ['owner'])).toBe(false);
  });

  it('refuses by default: no role, a role granted another action, or a grant on a subform', () => {
    expect(mayComment(template, 'draft', [])).toBe(false);
    expect(mayComment(template, 'draft', ['role-submitter'])).toBe(false);
    expect(mayComment(template, 'draft', ['role-subform'])).toBe(false);
  });

  it('refuses everyone when the template does not allow comments, grants notwithstanding', () => {
    const off = { ...template, allowComments: false };

    expect(mayComment(off, 'draft', ['owner', 'role-reviewer'])).toBe(false);
    expect(commentRolesNamedBy(off)).toEqual([]);
  });

  it('names the roles to ask about: comment grants on the form, without the owner role', () => {
    expect(commentRolesNamedBy(template)).toEqual(['role-reviewer']);
  });
});
