import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LayoutEditor } from '@/features/dashboards/components/layout-editor';
import { ComplianceCalendarDocument } from '@/features/compliance-calendar/api/compliance-calendar.generated';
import { signedInSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { WidgetKindsProvider } from './widget-kinds-provider';

const dayMs = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

const entry = (key: string, fields: Record<string, unknown>) => ({
  __typename: 'CalendarEntry',
  key,
  allDay: false,
  schedule: null,
  formId: null,
  templateGroupId: null,
  ...fields,
});

/** The next 14 days of program p1: a form's auto-transition and a job firing. */
const nextTwoWeeks: MockLink.MockedResponse = {
  request: { query: ComplianceCalendarDocument, variables: (variables) => variables.programId === 'p1' && Date.parse(variables.to) - Date.parse(variables.from) === 14 * dayMs },
  result: {
    data: {
      complianceCalendar: {
        __typename: 'ComplianceCalendar',
        from: inDays(0),
        to: inDays(14),
        nextCursor: null,
        entries: [
          entry('a', { kind: 'AUTO_TRANSITION', when: inDays(2), title: 'Lab 210 inspection', outcome: 'Due after 7 days: moves to "Escalated" if its conditions hold', formId: 'f-1', link: '/form/f-1' }),
          entry('b', { kind: 'SCHEDULED_JOB', when: inDays(3), title: 'Weekly close-out (Inspection)', outcome: 'Sends "close" to every form in "Open"', schedule: 'At 09:00, only on Monday', templateGroupId: 'g-1', link: '/program/p1/template/g-1' }),
        ],
      },
    },
  },
};

async function renderLayout(widgets: Array<{ id: string; type: string; config: string }>) {
  const stored = { widgets, layouts: { lg: widgets.map((widget, y) => ({ i: widget.id, x: 0, y, w: 8, h: 6 })), md: [], sm: [] }, version: 1 };
  renderRoutes({
    routes: [{ path: '/d', element: <WidgetKindsProvider><LayoutEditor layoutId="dash-1" programId="p1" stored={stored} editable onReload={() => Promise.resolve(stored)} /></WidgetKindsProvider> }],
    path: '/d',
    session: await signedInSession(),
    mocks: [nextTwoWeeks],
  });
}

// jsdom measures nothing: the grid's width hook and the widgets' overflow check need a ResizeObserver to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the compliance calendar widget', () => {
  it('is offered by Add widget', async () => {
    // Prepare
    await renderLayout([]);
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('button', { name: 'Add widget' }));

    // Assess
    expect(screen.getByRole('menuitem', { name: 'Compliance calendar' })).toBeInTheDocument();
  });

  it('lists what comes due in its days ahead, each entry linking to what it concerns', async () => {
    // Prepare, Act
    await renderLayout([{ id: 'k1', type: 'calendar', config: '{"daysAhead":14}' }]);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Compliance calendar: next 14 days' })).toBeInTheDocument();
    const form = await screen.findByRole('link', { name: 'Lab 210 inspection' });
    expect(form).toHaveAttribute('href', '/program/p1/form/f-1');
    expect(screen.getByText('Due after 7 days: moves to "Escalated" if its conditions hold')).toBeInTheDocument();
    const job = screen.getByRole('link', { name: 'Weekly close-out (Inspection)' });
    expect(job).toHaveAttribute('href', '/program/p1/template/g-1');
    expect(within(job.closest('li')!).getByText('Schedule (UTC): At 09:00, only on Monday')).toBeInTheDocument();
  });
});
