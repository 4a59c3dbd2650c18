import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { createProgram, searchPrograms } from './resolvers/programs';
import { observability } from './telemetry';

/** The programs function: the studio campus screen's programs table and New Program. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('searchPrograms', (args, { event }) => searchPrograms(callerOf(event), args));
  app.onMutation('createProgram', (args, { event }) => createProgram(callerOf(event), args));
});
