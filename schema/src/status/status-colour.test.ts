import { describe, expect, it } from 'vitest';
import { statusColour, statusLabel } from './status-colour';

describe('statusColour', () => {
  it('colours finished states green', () => {
    for (const status of ['submitted', 'completed', 'complete', 'approved', 'investigation_completed']) {
      expect(statusColour(status)).toBe('green');
    }
  });

  it('colours assigned blue', () => {
    expect(statusColour('assigned')).toBe('blue');
  });

  it('colours review and work in progress orange', () => {
    for (const status of ['under_review', 'revisions_requested', 'in_progress', 'update in progress']) {
      expect(statusColour(status)).toBe('orange');
    }
  });

  it('colours draft, unknown and missing statuses gray', () => {
    expect(statusColour('draft')).toBe('gray');
    expect(statusColour('something_new')).toBe('gray');
    expect(statusColour(null)).toBe('gray');
    expect(statusColour('')).toBe('gray');
  });

  it('reads statuses whatever their case and separators', () => {
    expect(statusColour('Under Review')).toBe('orange');
    expect(statusColour('REVISIONS-REQUESTED')).toBe('orange');
    expect(statusColour(' Approved ')).toBe('green');
  });
});

describe('statusLabel', () => {
  it('turns a status key into words', () => {
    expect(statusLabel('revisions_requested')).toBe('Revisions Requested');
    expect(statusLabel('draft')).toBe('Draft');
    expect(statusLabel(undefined)).toBe('Unknown');
  });
});
