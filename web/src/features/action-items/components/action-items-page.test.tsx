import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActionItemFragment } from '@/gql/graphql';
import { signedInSession } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ActionItemsDocument } from '../api/action-items.generated';
import { CompleteReminderDocument } from '../api/complete-reminder.generated';
import { ReopenReminderDocument } from '../api/reopen-reminder.generated';
import { ActionItemsPage } from './action-items-page';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function itemOf(index: number, overrides: Partial<ActionItemFragment> = {}): ActionItemFragment & { __typename: 'Reminder' } {
  return {
    __typename: 'Reminder' as const,
    id: `rem-${index}`,
    label: null,
    type: 'FORM_TODO',
    status: 'OPEN',
    details: { title: `Review inspection ${index}`, description: null, link: `/form/f${index}` },
    formAutoId: `LSI-00000${index}`,
    createdDate: hoursAgo(2),
    completedDate: null,
    dismissedDate: null,
    ...overrides,
  };
}

const listOf = (docs: ActionItemFragment[], closed: boolean) => ({
  request: { query: ActionItemsDocument, variables: { page: 1, size: 25, cursor: null, closed } },
  result: { data: { reminders: { __typename: 'ReminderPage', docs, meta: { __typename: 'PageMeta', page: 1, size: 25, total: docs.length, nextCursor: null } } } },
});

async function renderPage(path: string, mocks: unknown[]) {
  return renderScreen(<ActionItemsPage />, {
    pattern: '/action-items',
    path,
    session: await signedInSession(),
    mocks: mocks as Parameters<typeof renderScreen>[1]['mocks'],
  });
}

describe('ActionItemsPage', { timeout: 30_000 }, () => {
  it('lists each open item with its form’s id and when it came, and actions named by its title', async () => {
    // Act
    await renderPage('/action-items', [listOf([itemOf(1), itemOf(2)], false)]);

    // Assess
    const grid = await screen.findByRole('grid', { name: 'Action Items' });
    const row = (await within(grid).findByText('LSI-000001')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByRole('link', { name: 'Review inspection 1' })).toHaveAttribute('href', '/form/f1');
    expect(within(row).getByText('2 hours ago', { exact: false }).tagName).toBe('TIME');
    expect(within(row).getByText('Form to-do')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Complete: Review inspection 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Dismiss: Review inspection 1' })).toBeInTheDocument();
  });

  it('completes an item: it leaves the list, a toast says so, and focus goes to the next item', async () => {
    // Prepare
    const complete = vi.fn(() => ({ data: { completeReminder: itemOf(1, { completedDate: new Date().toISOString(), status: 'COMPLETED' }) } }));
    const mocks = [
      listOf([itemOf(1), itemOf(2)], false),
      { request: { query: CompleteReminderDocument, variables: { input: { id: 'rem-1' } } }, result: complete },
      listOf([itemOf(2)], false),
    ];
    await renderPage('/action-items', mocks);
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Complete: Review inspection 1' }));

    // Assess
    expect(await screen.findByText('Action item completed.')).toBeInTheDocument();
    expect(complete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Review inspection 1' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete: Review inspection 2' })).toHaveFocus());
  });

  it('shows the completed ones on asking, each with when it was closed and Reopen; the last one reopened leaves focus on the heading', async () => {
    // Prepare
    const done = itemOf(3, { completedDate: hoursAgo(1), status: 'COMPLETED' });
    const mocks = [
      listOf([itemOf(1)], false),
      listOf([done], true),
      { request: { query: ReopenReminderDocument, variables: { input: { id: 'rem-3' } } }, result: { data: { reopenReminder: itemOf(3) } } },
      listOf([], true),
    ];
    const { router } = await renderPage('/action-items', mocks);
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Action Items' });

    // Act
    await user.click(screen.getByRole('button', { name: 'Completed' }));

    // Assess
    const grid = await screen.findByRole('grid', { name: 'Completed action items' });
    expect(router.state.location.search).toBe('?show=completed');
    expect(await within(grid).findByText('1 hour ago', { exact: false })).toBeInTheDocument();
    expect(within(grid).getByText(/^Completed/)).toBeInTheDocument();

    // Act
    await user.click(within(grid).getByRole('button', { name: 'Reopen: Review inspection 3' }));

    // Assess
    expect(await screen.findByText('Action item reopened.')).toBeInTheDocument();
    expect(await screen.findByText('You have no completed action items.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Action Items' })).toHaveFocus());
  });
});
