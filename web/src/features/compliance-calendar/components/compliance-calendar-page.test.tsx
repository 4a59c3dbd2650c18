import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CalendarDryRunDocument } from '../api/calendar-dry-run.generated';
import { ComplianceCalendarDocument } from '../api/compliance-calendar.generated';
import { ComplianceCalendarPage } from './compliance-calendar-page';

const dayMs = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();
const base = { __typename: 'CalendarEntry', allDay: false, schedule: null, formId: null, templateGroupId: null };
const timer = { ...base, key: 't', kind: 'AUTO_TRANSITION', when: inDays(2), title: 'Lab 210 inspection', outcome: 'Due after 7 days: moves to "Escalated" if its conditions hold', formId: 'f-1', link: '/form/f-1' };
const task = { ...base, key: 'a', kind: 'ASSIGNMENT', when: `${inDays(3).slice(0, 10)}T00:00:00.000Z`, allDay: true, title: 'Check the hoods', outcome: 'Due: Staff One completes it when the form reaches "approved"', formId: 'f-2', link: '/form/f-2' };

const calendar = (matches: (kinds: string[]) => boolean, entries: unknown[], pages: { cursor?: string; next?: string } = {}): MockLink.MockedResponse => ({
  request: { query: ComplianceCalendarDocument, variables: (variables) => matches(variables.kinds as string[]) && (variables.cursor ?? undefined) === pages.cursor },
  result: { data: { complianceCalendar: { __typename: 'ComplianceCalendar', from: inDays(0), to: inDays(30), nextCursor: pages.next ?? null, entries } } },
});

const dryRun: MockLink.MockedResponse = {
  request: { query: CalendarDryRunDocument, variables: () => true },
  result: { data: { calendarDryRun: { __typename: 'CalendarDryRun', at: inDays(7), truncated: false, entries: [timer] } } },
};

async function renderPage(mocks: MockLink.MockedResponse[]) {
  renderRoutes({
    routes: [{ path: '/c', element: <ComplianceCalendarPage programId="p1" hrefOf={(entry) => entry.link} /> }],
    path: '/c',
    session: await signedInSession(),
    mocks,
  });
}

describe('the Compliance Calendar page', () => {
  it('lists what comes due and narrows it by kind', async () => {
    // Prepare
    const all = calendar((kinds) => kinds.length === 4, [timer, task]);
    const withoutTimers = calendar((kinds) => kinds.length === 3 && !kinds.includes('AUTO_TRANSITION'), [task]);
    await renderPage([all, withoutTimers]);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Lab 210 inspection' })).toBeInTheDocument();
    expect(screen.getByText('All day')).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('button', { name: 'Auto-transitions' }));

    // Assess
    expect(await screen.findByRole('button', { name: 'Auto-transitions', pressed: false })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Check the hoods' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lab 210 inspection' })).not.toBeInTheDocument();
  });

  it('loads the next page below the first, moving focus to the first entry it added', async () => {
    // Prepare
    await renderPage([calendar(() => true, [timer], { next: 'c1' }), calendar(() => true, [task], { cursor: 'c1' })]);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Lab 210 inspection' });

    // Act
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    // Focus moves in an effect, which can run after the link is on the page.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Check the hoods' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Lab 210 inspection' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing comes due, and runs a dry run, moving focus to its answer', async () => {
    // Prepare
    await renderPage([calendar(() => true, []), dryRun]);
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing comes due in the next 30 days.')).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('button', { name: 'Dry run' }));

    // Assess
    const answer = await screen.findByRole('heading', { name: /the scheduler would fire:$/ });
    await waitFor(() => expect(answer).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Lab 210 inspection' })).toBeInTheDocument();
  });
});
