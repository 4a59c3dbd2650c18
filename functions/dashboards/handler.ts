import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { createDashboard, dashboard, defaultDashboards, findDashboardsByProgram, saveDashboard } from './resolvers/dashboards';
import { deletePageLayout, findLayout, updatePageLayout } from './resolvers/page-layouts';
import { observability } from './telemetry';

/** The dashboards function: program and user dashboards and the program overview's page layout. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('findDashboardsByProgram', (args, { event }) => findDashboardsByProgram(callerOf(event), args));
  app.onQuery('defaultDashboards', (args, { event }) => defaultDashboards(callerOf(event), args));
  app.onQuery('dashboard', (args, { event }) => dashboard(callerOf(event), args));
  app.onQuery('findLayout', (args, { event }) => findLayout(callerOf(event), args));
  app.onMutation('createDashboard', (args, { event }) => createDashboard(callerOf(event), args));
  app.onMutation('saveDashboard', (args, { event }) => saveDashboard(callerOf(event), args));
  app.onMutation('updatePageLayout', (args, { event }) => updatePageLayout(callerOf(event), args));
  app.onMutation('deletePageLayout', (args, { event }) => deletePageLayout(callerOf(event), args));
});
