import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { awayTemplate } from './resolvers/away-template';
import { recentDocuments, userDocuments } from './resolvers/user-documents';
import { observability } from './telemetry';

/** The documents function: the caller's own documents (/documents) and their campus's Away form (/away). */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('userDocuments', (args, { event }) => userDocuments(callerOf(event), args));
  app.onQuery('recentDocuments', (args, { event }) => recentDocuments(callerOf(event), args));
  app.onQuery('awayTemplate', (args, { event }) => awayTemplate(callerOf(event), args));
});
