import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { calendarDryRun } from './resolvers/calendar-dry-run';
import { complianceCalendar } from './resolvers/compliance-calendar';
import { observability } from './telemetry';

/** The calendar function: a program's compliance calendar (what comes due) and its dry run (what would fire). */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('complianceCalendar', (args, { event }) => complianceCalendar(callerOf(event), args));
  app.onQuery('calendarDryRun', (args, { event }) => calendarDryRun(callerOf(event), args));
});
