import { describe, expect, it } from 'vitest';
import { defaultFormStatuses, formStatuses, labelOfId, statusRef } from './form-statuses';

describe('formStatuses', () => {
  it('offers draft to completed with their labels by default', () => {
    expect(formStatuses().map((status) => status.label)).toEqual(['Draft', 'Submitted', 'Under Review', 'Revisions Requested', 'Approved', 'Completed']);
    expect(defaultFormStatuses.map((status) => status.id)).toEqual(['draft', 'submitted', 'under_review', 'revisions_requested', 'approved', 'completed']);
  });

  it('adds a status a stored permission names, once, after the default ones', () => {
    expect(formStatuses(['approved', 'on_hold', 'on_hold', '']).slice(6)).toEqual([{ id: 'on_hold', label: 'On Hold' }]);
  });
});

describe('statusRef', () => {
  it('gives the label of a known status and makes one for an unknown id', () => {
    expect(statusRef('under_review')).toEqual({ id: 'under_review', label: 'Under Review' });
    expect(statusRef('needsSignOff')).toEqual({ id: 'needsSignOff', label: 'Needs Sign Off' });
  });
});

describe('labelOfId', () => {
  it('turns snake, kebab and camel case ids into words', () => {
    expect(labelOfId('request_revisions')).toBe('Request Revisions');
    expect(labelOfId('send-back')).toBe('Send Back');
    expect(labelOfId('markComplete')).toBe('Mark Complete');
  });

  it('starts from the workflow states when given, keeping other named statuses after them', () => {
    const statuses = formStatuses(['draft', 'on_hold'], [{ id: 'draft', label: 'Started' }, { id: 'signed_off', label: 'Signed off' }]);
    expect(statuses).toEqual([{ id: 'draft', label: 'Started' }, { id: 'signed_off', label: 'Signed off' }, { id: 'on_hold', label: 'On Hold' }]);
  });
});
