import { describe, expect, it } from 'vitest';
import { commentActionId, formActions } from './form-actions';

describe('formActions', () => {
  it('offers submit, copy, delete and comment by default', () => {
    expect(formActions()).toEqual([
      { id: 'submit', label: 'Submit' },
      { id: 'copy', label: 'Copy' },
      { id: 'delete', label: 'Delete' },
      { id: commentActionId, label: 'Comment' },
    ]);
  });

  it('adds each action named in the action settings once, labelled from its id', () => {
    const actions = formActions([{ action: 'submit' }, { action: 'request_revisions' }, { action: 'request_revisions' }, { action: ' ' }]);
    expect(actions.map((action) => action.id)).toEqual(['submit', 'copy', 'delete', 'comment', 'request_revisions']);
    expect(actions.at(-1)).toEqual({ id: 'request_revisions', label: 'Request Revisions' });
  });

  it('offers a workflow template its events first, then copy, delete and comment, and no submit it does not have', () => {
    const actions = formActions([{ action: 'archive' }], [{ id: 'approve', label: 'Approve' }, { id: 'copy', label: 'Copy it' }]);
    expect(actions.map((action) => action.id)).toEqual(['approve', 'copy', 'delete', 'comment', 'archive']);
    expect(actions[1]!.label).toBe('Copy it');
  });
});
