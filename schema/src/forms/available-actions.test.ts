import { describe, expect, it } from 'vitest';
import { availableActionsFor, rolesNamedBy, type ActionTemplate } from './available-actions';

const noGrants: ActionTemplate = { permissions: [], actionSettings: [] };
const ids = (actions: Array<{ id: string }>) => actions.map((action) => action.id);

describe('availableActionsFor without grants (no workflow)', () => {
  it('lets the owner submit, copy and delete a draft, in catalogue order', () => {
    const actions = availableActionsFor({ template: noGrants, status: 'draft', isOwner: true, roleIds: [] });
    expect(ids(actions)).toEqual(['submit', 'copy', 'delete']);
  });

  it('lets the owner submit again when revisions are requested, but not delete', () => {
    const actions = availableActionsFor({ template: noGrants, status: 'revisions_requested', isOwner: true, roleIds: [] });
    expect(ids(actions)).toEqual(['submit', 'copy']);
  });

  it('leaves the owner only copy once the form is submitted', () => {
    expect(ids(availableActionsFor({ template: noGrants, status: 'submitted', isOwner: true, roleIds: [] }))).toEqual(['copy']);
  });

  it('offers nothing to someone who is not the owner', () => {
    expect(availableActionsFor({ template: noGrants, status: 'draft', isOwner: false, roleIds: ['r1'] })).toEqual([]);
  });

  it('presents defaults: submit leads and validates, delete asks first, toasts say what happened', () => {
    const [submit, copy, remove] = availableActionsFor({ template: noGrants, status: 'draft', isOwner: true, roleIds: [] });
    expect(copy?.primary).toBe(false);
    expect(submit).toMatchObject({ label: 'Submit', primary: true, validation: true, modal: null, toast: { successMessage: 'Submitted.' } });
    expect(remove?.modal).toMatchObject({ title: 'Delete this form?', isDestructive: true });
    expect(remove?.toast.successMessage).toBe('Deleted.');
  });
});

describe('availableActionsFor with template grants', () => {
  const template: ActionTemplate = {
    permissions: [
      { action: { id: 'submit' }, roleId: 'inspector', statuses: ['draft'] },
      { action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'] },
      { action: { id: 'copy' }, roleId: 'reviewer', statuses: ['draft'], subformElementId: 'sub-1' },
      { action: { id: 'comment' }, roleId: 'reviewer', statuses: ['submitted'] },
    ],
    actionSettings: [
      {
        action: 'approve',
        validation: false,
        isPrimaryBtn: true,
        modal: { title: 'Approve?', message: 'Sure?', primaryLabel: 'Approve', secondaryLabel: 'Back', isDestructive: false },
        toast: { successMessage: 'Approved!', errorMessage: null },
      },
    ],
  };

  it('gives an action to a listed role in a listed status only', () => {
    expect(ids(availableActionsFor({ template, status: 'draft', isOwner: false, roleIds: ['inspector'] }))).toEqual(['submit']);
    expect(ids(availableActionsFor({ template, status: 'submitted', isOwner: false, roleIds: ['inspector'] }))).toEqual([]);
  });

  it('takes a granted action away from the owner who has no granted role', () => {
    expect(ids(availableActionsFor({ template, status: 'draft', isOwner: true, roleIds: [] }))).toEqual(['copy', 'delete']);
  });

  it('presents an action by its setting: primary, modal and toasts, and never offers comment as a button', () => {
    const actions = availableActionsFor({ template, status: 'submitted', isOwner: false, roleIds: ['reviewer'] });
    expect(actions).toEqual([
      {
        id: 'approve',
        label: 'Approve',
        primary: true,
        validation: false,
        modal: { title: 'Approve?', message: 'Sure?', primaryLabel: 'Approve', secondaryLabel: 'Back', isDestructive: false },
        toast: { successMessage: 'Approved!', errorMessage: 'Could not approve this form.' },
      },
    ]);
  });

  it('names each role of the permissions once', () => {
    expect(rolesNamedBy(template)).toEqual(['inspector', 'reviewer']);
  });
});
