import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { selects } from '../shared/selection';
import {
  campus,
  campuses,
  findCentersOfExcellenceByUser,
  findProgramsByCampus,
  findProgramsByUser,
} from './resolvers/organization';
import { facilitiesByUser } from './resolvers/facilities';
import { homeEntries } from './resolvers/home-entries';
import { inspections } from './resolvers/inspections';
import { featureFlags, moreApps } from './resolvers/platform';
import { profile } from './resolvers/profile';
import { relationships } from './resolvers/relationships';
import { studioCampuses } from './resolvers/studio-campuses';
import { listUsers, user } from './resolvers/users';
import { observability } from './telemetry';
import { personDetailFields } from './person-details';

/** The Person fields that cost reads which the query selects (under `prefix`: `docs/` for a page). */
const selectedDetails = (event: Parameters<typeof selects>[0], prefix = '') =>
  new Set(personDetailFields.filter((field) => selects(event, `${prefix}${field}`)));

/** The profile function: who the caller is, their campus, programs, flags, apps and facilities; people by id and by campus. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('profile', (_args, { event }) => profile(callerOf(event)));
  app.onQuery('campuses', (_args, { event }) => campuses(callerOf(event)));
  app.onQuery('campus', (args, { event }) => campus(callerOf(event), args));
  app.onQuery('studioCampuses', (args, { event }) => studioCampuses(callerOf(event), args));
  app.onQuery('findProgramsByCampus', (args, { event }) => findProgramsByCampus(callerOf(event), args));
  app.onQuery('findProgramsByUser', (_args, { event }) => findProgramsByUser(callerOf(event)));
  app.onQuery('findCentersOfExcellenceByUser', (args, { event }) => findCentersOfExcellenceByUser(callerOf(event), args));
  app.onQuery('featureFlags', (_args, { event }) => featureFlags(callerOf(event)));
  app.onQuery('moreApps', () => moreApps());
  app.onQuery('facilitiesByUser', (args, { event }) => facilitiesByUser(callerOf(event), args));
  app.onQuery('homeEntries', (_args, { event }) => homeEntries(callerOf(event)));
  app.onQuery('user', (args, { event }) => user(callerOf(event), args, selectedDetails(event)));
  app.onQuery('listUsers', (args, { event }) => listUsers(callerOf(event), args, selectedDetails(event, 'docs/')));
  app.onQuery('relationships', (args, { event }) => relationships(callerOf(event), args));
  app.onQuery('inspections', (args, { event }) => inspections(callerOf(event), args));
});
