import { describe, expect, it } from 'vitest';
import { ownerRoleId, type ActionTemplate } from './available-actions';
import { mayRunWorkflowEvent, workflowActionsFor } from './workflow-actions';

const noGrants: ActionTemplate = { permissions: [], actionSettings: [] };
const ownerSubmits: ActionTemplate = {
  permissions: [
    { action: { id: 'submit' }, roleId: ownerRoleId, statuses: ['draft'] },
    { action: { id: 'delete' }, roleId: ownerRoleId, statuses: ['draft'] },
  ],
  actionSettings: [],
};
const ids = (actions: Array<{ id: string }>) => actions.map((action) => action.id);

describe('workflowActionsFor', () => {
  it('offers the owner the events of the current state granted to the owner role, then copy and delete', () => {
    const actions = workflowActionsFor({ template: ownerSubmits, status: 'draft', isOwner: true, roleIds: [], mayStart: true }, [{ id: 'submit', label: 'Send for review' }]);
    expect(ids(actions)).toEqual(['submit', 'copy', 'delete']);
    expect(actions[0]).toMatchObject({ label: 'Send for review', primary: true, validation: true });
  });

  it('lets nobody, the owner included, run an event granted to nobody', () => {
    const actions = workflowActionsFor({ template: noGrants, status: 'submitted', isOwner: true, roleIds: [], mayStart: true }, [{ id: 'withdraw', label: 'Withdraw' }]);
    expect(ids(actions)).toEqual(['copy']);
    expect(mayRunWorkflowEvent('approve', { template: noGrants, status: 'submitted', isOwner: true, roleIds: ['reviewer'] })).toBe(false);
  });

  it('gives a granted event only to members of the granted role in a granted status, never to the owner as such', () => {
    const template: ActionTemplate = { permissions: [{ action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'] }], actionSettings: [] };
    const events = [{ id: 'approve', label: 'Approve' }];
    expect(ids(workflowActionsFor({ template, status: 'submitted', isOwner: false, roleIds: ['reviewer'] }, events))).toEqual(['approve']);
    expect(ids(workflowActionsFor({ template, status: 'submitted', isOwner: true, roleIds: [], mayStart: true }, events))).toEqual(['copy']);
    expect(mayRunWorkflowEvent('approve', { template, status: 'draft', isOwner: false, roleIds: ['reviewer'] })).toBe(false);
  });

  it('ignores grants on subform elements and presents an event by its action setting', () => {
    const template: ActionTemplate = {
      permissions: [
        { action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'], subformElementId: 'sub-1' },
        { action: { id: 'approve' }, roleId: ownerRoleId, statuses: ['submitted'] },
      ],
      actionSettings: [{ action: 'approve', validation: true, isPrimaryBtn: true }],
    };
    const [approve] = workflowActionsFor({ template, status: 'submitted', isOwner: true, roleIds: [] }, [{ id: 'approve', label: 'Approve' }]);
    expect(approve).toMatchObject({ id: 'approve', primary: true, validation: true });
    expect(mayRunWorkflowEvent('approve', { template, status: 'submitted', isOwner: false, roleIds: ['reviewer'] })).toBe(false);
  });

  it('offers nothing but what the state allows: a final state leaves the owner copy', () => {
    expect(ids(workflowActionsFor({ template: ownerSubmits, status: 'approved', isOwner: true, roleIds: [], mayStart: true }, []))).toEqual(['copy']);
  });
});
