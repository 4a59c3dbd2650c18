import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { HomeQuery } from '@/gql/graphql';
import { ActionItemsSection, type ReminderActionsSlot } from './action-items-section';
import { QuickLinksSection } from './quick-links-section';
import { WorkspaceSection } from './workspace-section';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const reminder = (index: number): HomeQuery['reminders']['docs'][number] => ({
  id: `rem-${index}`,
  label: index === 1 ? 'Training' : null,
  type: 'FORM_TODO',
  status: 'OPEN',
  details: { title: `Review inspection ${index}`, description: 'Room 210.', link: `/form/f${index}` },
  formAutoId: `LSI-00000${index}`,
  createdDate: hoursAgo(3),
  completedDate: null,
  dismissedDate: null,
});

const formItem = (index: number): HomeQuery['inventoryItemsByUser']['docs'][number] => ({
  id: `f${index}`,
  name: 'Every Question Kind Demo',
  type: 'Form',
  status: 'draft',
  statusDisplay: null,
  startDate: hoursAgo(index),
  link: `/form/f${index}`,
  label: `EKD-00000${index}`,
});

/** Stands in for the action items feature's actions, which the app gives the home page. */
const Actions: ReminderActionsSlot = ({ reminder: item, listIds, fallbackFocusId }) => (
  <button type="button" data-list={listIds.join(',')} data-fallback={fallbackFocusId}>{`Complete: ${item.details.title}`}</button>
);

describe('home sections', () => {
  it('tell identical forms apart in Workspace by their ids, each with how long ago it started', () => {
    render(
      <MemoryRouter>
        <WorkspaceSection items={{ docs: [formItem(1), formItem(2)], meta: { total: 2 } }} />
      </MemoryRouter>,
    );

    const rows = within(screen.getByRole('region', { name: 'Workspace' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByTestId('form-id').textContent)).toEqual(['EKD-000001', 'EKD-000002']);
    expect(rows[0]).toHaveTextContent(/Started 1 hour ago, /);
  });

  it('give each action item its form’s id, its time and the actions the app gives, focus falling to the heading', () => {
    render(
      <MemoryRouter>
        <ActionItemsSection reminders={{ docs: [reminder(1), reminder(2)], meta: { total: 2 } }} ReminderActions={Actions} />
      </MemoryRouter>,
    );

    const section = screen.getByRole('region', { name: 'Action Items' });
    const first = within(section).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('LSI-000001');
    expect(first).toHaveTextContent(/Created 3 hours ago, /);
    const action = within(first).getByRole('button', { name: 'Complete: Review inspection 1' });
    expect(action).toHaveAttribute('data-list', 'rem-1,rem-2');
    expect(document.getElementById(action.getAttribute('data-fallback')!)).toHaveTextContent('Action Items');
  });

  it('show each action item’s label before its description', () => {
    render(
      <MemoryRouter>
        <ActionItemsSection reminders={{ docs: [reminder(1), reminder(2)], meta: { total: 2 } }} />
      </MemoryRouter>,
    );

    const [first, second] = within(screen.getByRole('region', { name: 'Action Items' })).getAllByRole('listitem');
    expect(within(first!).getByText('Training · Room 210.')).toBeVisible();
    expect(within(second!).getByText('Room 210.')).toBeVisible();
  });

  it('list the caller’s entries per assessment type in the server’s order, then the campus programs', () => {
    render(
      <MemoryRouter>
        <QuickLinksSection
          programs={[{ id: 'prog-01-lab-safety', name: 'Laboratory Safety' }]}
          entries={[
            { key: 'create:RISK', title: 'Laboratory Inspection', url: '/template/tg-lab-safety-inspection' },
            { key: 'manage:LAUNDRY_LOCATIONS', title: 'Manage Laundry Locations', url: '/manage/laundry-locations' },
          ]}
        />
      </MemoryRouter>,
    );

    const links = within(screen.getByRole('region', { name: 'Quick Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Laboratory Inspection', '/template/tg-lab-safety-inspection'],
      ['Manage Laundry Locations', '/manage/laundry-locations'],
      ['Laboratory Safety', '/program/prog-01-lab-safety'],
    ]);
  });
});
