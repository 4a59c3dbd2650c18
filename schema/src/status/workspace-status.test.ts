import { describe, expect, it } from 'vitest';
import { workspaceStatus } from './workspace-status';

describe('workspaceStatus', () => {
  it('shows negative statuses red, and Revoked as Application Revoked', () => {
    expect(workspaceStatus('Revoked')).toEqual({ label: 'Application Revoked', tone: 'red' });
    expect(workspaceStatus('EXPIRED')).toEqual({ label: 'Expired', tone: 'red' });
  });

  it('shows positive statuses green, pending orange and drafts gray', () => {
    expect(workspaceStatus('Ready For Use').tone).toBe('green');
    expect(workspaceStatus('IBC Review').tone).toBe('orange');
    expect(workspaceStatus('amendment_draft')).toEqual({ label: 'Amendment Draft', tone: 'gray' });
  });

  it('shows an unknown or missing status as a dash with no colour', () => {
    expect(workspaceStatus('mystery')).toEqual({ label: '—', tone: null });
    expect(workspaceStatus(null)).toEqual({ label: '—', tone: null });
  });
});
