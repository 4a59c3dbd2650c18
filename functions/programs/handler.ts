import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { program } from './resolvers/program';
import { createProgram, searchPrograms } from './resolvers/programs';
import { observability } from './telemetry';

/** The programs function: one program by id, the studio campus screen's programs table and New Program. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('program', (args, { event }) => program(callerOf(event), args));
  app.onQuery('searchPrograms', (args, { event }) => searchPrograms(callerOf(event), args));
  app.onMutation('createProgram', (args, { event }) => createProgram(callerOf(event), args));
});
