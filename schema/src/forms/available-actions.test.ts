import { describe, expect, it } from 'vitest';
import {
  availableActionsFor,
  mayRunAction,
  ownerDefaultGrants,
  ownerRoleId,
  rolesNamedBy,
  ungrantedActions,
  ungrantedWarning,
  type ActionTemplate,
} from './available-actions';

const noGrants: ActionTemplate = { permissions: [], actionSettings: [] };
const ownerGrants: ActionTemplate = { permissions: ownerDefaultGrants(), actionSettings: [] };
const ids = (actions: Array<{ id: string }>) => actions.map((action) => action.id);

describe('availableActionsFor with the owner grants of a new template (no workflow)', () => {
  it('lets the owner submit, copy and delete a draft, in catalogue order', () => {
    const actions = availableActionsFor({ template: ownerGrants, status: 'draft', isOwner: true, roleIds: [], mayStart: true });
    expect(ids(actions)).toEqual(['submit', 'copy', 'delete']);
  });

  it('lets the owner submit again when revisions are requested, but not delete', () => {
    const actions = availableActionsFor({ template: ownerGrants, status: 'revisions_requested', isOwner: true, roleIds: [], mayStart: true });
    expect(ids(actions)).toEqual(['submit', 'copy']);
  });

  it('leaves the owner only copy once the form is submitted, and nothing when they may no longer start the template', () => {
    expect(ids(availableActionsFor({ template: ownerGrants, status: 'submitted', isOwner: true, roleIds: [], mayStart: true }))).toEqual(['copy']);
    expect(ids(availableActionsFor({ template: ownerGrants, status: 'submitted', isOwner: true, roleIds: [], mayStart: false }))).toEqual([]);
  });

  it('offers someone who is not the owner no owner grant, only copy when they may start the template', () => {
    expect(ids(availableActionsFor({ template: ownerGrants, status: 'draft', isOwner: false, roleIds: ['r1'], mayStart: true }))).toEqual(['copy']);
    expect(availableActionsFor({ template: ownerGrants, status: 'draft', isOwner: false, roleIds: ['r1'] })).toEqual([]);
  });

  it('presents defaults: submit leads and validates, delete asks first, toasts say what happened', () => {
    const [submit, copy, remove] = availableActionsFor({ template: ownerGrants, status: 'draft', isOwner: true, roleIds: [], mayStart: true });
    expect(copy?.primary).toBe(false);
    expect(submit).toMatchObject({ label: 'Submit', primary: true, validation: true, modal: null, toast: { successMessage: 'Submitted.' } });
    expect(remove?.modal).toMatchObject({ title: 'Delete this form?', isDestructive: true });
    expect(remove?.toast.successMessage).toBe('Deleted.');
  });
});

describe('availableActionsFor a template that grants nothing (fails closed)', () => {
  it('gives the owner neither submit nor delete: nothing is theirs by default', () => {
    expect(ids(availableActionsFor({ template: noGrants, status: 'draft', isOwner: true, roleIds: [], mayStart: true }))).toEqual(['copy']);
    expect(mayRunAction('submit', { template: noGrants, status: 'draft', isOwner: true, roleIds: [] })).toBe(false);
    expect(mayRunAction('delete', { template: noGrants, status: 'draft', isOwner: true, roleIds: [] })).toBe(false);
  });
});

describe('availableActionsFor with template grants', () => {
  const template: ActionTemplate = {
    permissions: [
      { action: { id: 'submit' }, roleId: 'inspector', statuses: ['draft'] },
      { action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'] },
      { action: { id: 'delete' }, roleId: ownerRoleId, statuses: ['draft'] },
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

  it('takes a granted action away from the owner who has no granted role, and keeps what the owner role is granted', () => {
    expect(ids(availableActionsFor({ template, status: 'draft', isOwner: true, roleIds: [], mayStart: true }))).toEqual(['copy', 'delete']);
  });

  it('narrows copy to the roles it is granted to', () => {
    const copyForReviewers: ActionTemplate = { permissions: [{ action: { id: 'copy' }, roleId: 'reviewer', statuses: ['submitted'] }], actionSettings: [] };
    expect(mayRunAction('copy', { template: copyForReviewers, status: 'submitted', isOwner: true, roleIds: [], mayStart: true })).toBe(false);
    expect(mayRunAction('copy', { template: copyForReviewers, status: 'submitted', isOwner: false, roleIds: ['reviewer'], mayStart: true })).toBe(true);
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

  it('names each role of the permissions once, leaving out the owner role (no membership to check)', () => {
    expect(rolesNamedBy(template)).toEqual(['inspector', 'reviewer']);
  });
});

describe('ungrantedActions', () => {
  const actions = [
    { id: 'submit', label: 'Submit' },
    { id: 'copy', label: 'Copy' },
    { id: 'delete', label: 'Delete' },
    { id: 'comment', label: 'Comment' },
    { id: 'approve', label: 'Approve' },
    { id: 'reject', label: 'Reject' },
  ];

  it('names the actions no role may run, leaving out copy and comment (they need no grant)', () => {
    const permissions = [
      ...ownerDefaultGrants(),
      { action: { id: 'reject' }, roleId: 'reviewer', statuses: [] },
      { action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'], subformElementId: 'sub-1' },
    ];
    const ungranted = ungrantedActions(actions, permissions);
    expect(ids(ungranted)).toEqual(['approve', 'reject']);
    expect(ungrantedWarning(ungranted)).toBe('No role can run: Approve, Reject');
  });

  it('has no warning when every action has a role', () => {
    expect(ungrantedWarning(ungrantedActions(actions.slice(0, 3), ownerDefaultGrants()))).toBeNull();
  });
});
