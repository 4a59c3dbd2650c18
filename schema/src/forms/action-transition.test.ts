import { describe, expect, it } from 'vitest';
import { statusAfterAction } from './action-transition';

describe('statusAfterAction', () => {
  it('moves a draft or a form sent back for revisions to submitted on submit', () => {
    expect(statusAfterAction('submit', 'draft')).toBe('submitted');
    expect(statusAfterAction('submit', 'revisions_requested')).toBe('submitted');
  });

  it('leaves the status alone for other actions', () => {
    expect(statusAfterAction('approve', 'submitted')).toBe('submitted');
  });
});
