import { describe, expect, it } from 'vitest';
import type { ActionTemplate } from './available-actions';
import { mayRunWorkflowEvent, workflowActionsFor } from './workflow-actions';

const noGrants: ActionTemplate = { permissions: [], actionSettings: [] };
const ids = (actions: Array<{ id: string }>) => actions.map((action) => action.id);

describe('workflowActionsFor', () => {
  it('offers the owner the events of the current state, then copy and delete', () => {
    const actions = workflowActionsFor({ template: noGrants, status: 'draft', isOwner: true, roleIds: [] }, [{ id: 'submit', label: 'Send for review' }]);
    expect(ids(actions)).toEqual(['submit', 'copy', 'delete']);
    expect(actions[0]).toMatchObject({ label: 'Send for review', primary: true, validation: true });
  });

  it('lets the owner run an ungranted event in any status, but never delete a form past draft', () => {
    const actions = workflowActionsFor({ template: noGrants, status: 'submitted', isOwner: true, roleIds: [] }, [{ id: 'withdraw', label: 'Withdraw' }]);
    expect(ids(actions)).toEqual(['withdraw', 'copy']);
    expect(actions[0]).toMatchObject({ validation: false, primary: false, toast: { successMessage: 'Withdraw done.' } });
  });

  it('gives a granted event only to members of the granted role in a granted status', () => {
    const template: ActionTemplate = { permissions: [{ action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'] }], actionSettings: [] };
    const events = [{ id: 'approve', label: 'Approve' }];
    expect(ids(workflowActionsFor({ template, status: 'submitted', isOwner: false, roleIds: ['reviewer'] }, events))).toEqual(['approve']);
    expect(ids(workflowActionsFor({ template, status: 'submitted', isOwner: true, roleIds: [] }, events))).toEqual(['copy']);
    expect(mayRunWorkflowEvent('approve', { template, status: 'draft', isOwner: false, roleIds: ['reviewer'] })).toBe(false);
  });

  it('ignores grants on subform elements and presents an event by its action setting', () => {
    const template: ActionTemplate = {
      permissions: [{ action: { id: 'approve' }, roleId: 'reviewer', statuses: ['submitted'], subformElementId: 'sub-1' }],
      actionSettings: [{ action: 'approve', validation: true, isPrimaryBtn: true }],
    };
    const [approve] = workflowActionsFor({ template, status: 'submitted', isOwner: true, roleIds: [] }, [{ id: 'approve', label: 'Approve' }]);
    expect(approve).toMatchObject({ id: 'approve', primary: true, validation: true });
  });

  it('offers nothing but what the state allows: a final state leaves the owner copy', () => {
    expect(ids(workflowActionsFor({ template: noGrants, status: 'approved', isOwner: true, roleIds: [] }, []))).toEqual(['copy']);
  });
});
