import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TaskStatusChip } from './task-status-chip';

describe('TaskStatusChip', () => {
  it('lets the keyboard reach a failed task, and says why it failed', async () => {
    // Prepare
    const user = userEvent.setup();
    render(<TaskStatusChip status="FAILED" note="The form was deleted." />);
    const chip = screen.getByText('Failed').closest('.MuiChip-root');

    // Act
    await user.tab();
    const focused = document.activeElement;
    await user.hover(chip!);

    // Assess
    expect(focused).toBe(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The form was deleted.');
    expect(chip).toHaveAccessibleDescription('The form was deleted.');
  });

  it('is not a tab stop when there is nothing more to say', async () => {
    // Prepare
    const user = userEvent.setup();
    render(<TaskStatusChip status="PENDING" overdue />);

    // Act
    await user.tab();

    // Assess
    expect(screen.getByText('Pending · Overdue')).toBeVisible();
    expect(document.body).toHaveFocus();
  });
});
