import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { FormIdTime } from './form-id-time';

const now = Date.parse('2026-11-24T16:00:00.000Z');
const twoHoursAgo = '2026-11-24T14:00:00.000Z';

describe('FormIdTime', () => {
  it('shows the form’s id and how long ago, with the full date and time as the time’s title and read after it', () => {
    // Act
    render(<FormIdTime autoId="EKD-000012" time={twoHoursAgo} event="Edited" now={now} />);

    // Assess
    expect(screen.getByTestId('form-id')).toHaveTextContent('EKD-000012');
    const time = screen.getByText('2 hours ago', { exact: false });
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', twoHoursAgo);
    expect(time).toHaveAttribute('title', formatDateTime(twoHoursAgo));
    expect(time).toHaveTextContent(`2 hours ago, ${formatDateTime(twoHoursAgo)}`);
    expect(time.parentElement).toHaveTextContent(/^Edited 2 hours ago/);
  });

  it('shows the time alone for a form without an id', () => {
    render(<FormIdTime time={twoHoursAgo} now={now} />);

    expect(screen.queryByTestId('form-id')).not.toBeInTheDocument();
    expect(screen.getByText('2 hours ago', { exact: false })).toBeInTheDocument();
  });
});
