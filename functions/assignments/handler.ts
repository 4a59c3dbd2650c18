import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { assignTask } from './resolvers/assign-task';
import { documentsByProgram } from './resolvers/documents-by-program';
import { programUserDocuments } from './resolvers/program-user-documents';
import { tasksByProgram } from './resolvers/tasks-by-program';
import { unassignTask } from './resolvers/unassign-task';
import { observability } from './telemetry';

/** The assignments function: tasks (assign, unassign, a program's list), documents by program and a user's documents. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('tasksByProgram', (args, { event }) => tasksByProgram(callerOf(event), args));
  app.onQuery('documentsByProgram', (args, { event }) => documentsByProgram(callerOf(event), args));
  app.onQuery('programUserDocuments', (args, { event }) => programUserDocuments(callerOf(event), args));
  app.onMutation('assignTask', (args, { event }) => assignTask(callerOf(event), args));
  app.onMutation('unassignTask', (args, { event }) => unassignTask(callerOf(event), args));
});
