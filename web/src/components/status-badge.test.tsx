import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

const backgrounds = { green: 'rgb(230, 244, 234)', blue: 'rgb(227, 242, 253)', gray: 'rgb(240, 240, 243)', orange: 'rgb(255, 244, 229)' };

function badgeOf(status: string | null) {
  render(<StatusBadge status={status} />);
  const label = screen.getByText(/./);
  return { label: label.textContent, badge: label.closest('.MuiChip-root')! };
}

describe('StatusBadge', () => {
  it.each([
    ['submitted', 'Submitted', 'green'],
    ['completed', 'Completed', 'green'],
    ['approved', 'Approved', 'green'],
    ['assigned', 'Assigned', 'blue'],
    ['draft', 'Draft', 'gray'],
    ['under_review', 'Under Review', 'orange'],
    ['revisions_requested', 'Revisions Requested', 'orange'],
    ['in_progress', 'In Progress', 'orange'],
  ] as const)('shows %s as %s in %s', (status, text, colour) => {
    // Act
    const { label, badge } = badgeOf(status);

    // Assess
    expect(label).toBe(text);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge).toHaveStyle({ backgroundColor: backgrounds[colour] });
  });

  it('shows an unknown or missing status in gray', () => {
    // Act
    const unknown = badgeOf('trip_cancelled_by_vendor');

    // Assess
    expect(unknown.label).toBe('Trip Cancelled By Vendor');
    expect(unknown.badge).toHaveAttribute('data-colour', 'gray');
  });

  it('says Unknown when a form has no status', () => {
    // Act
    const missing = badgeOf(null);

    // Assess
    expect(missing.label).toBe('Unknown');
    expect(missing.badge).toHaveStyle({ backgroundColor: backgrounds.gray });
  });
});
