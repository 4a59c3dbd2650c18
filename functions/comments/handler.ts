import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { addFormComment } from './resolvers/add-form-comment';
import { deleteFormComment } from './resolvers/delete-form-comment';
import { editFormComment } from './resolvers/edit-form-comment';
import { formComments, formCommentSummary } from './resolvers/form-comments';
import { observability } from './telemetry';

const now = () => new Date().toISOString();

/** The comments function: a form's comments panel (list, add, reply, edit and delete one's own, mentions). */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('formCommentSummary', (args, { event }) => formCommentSummary(callerOf(event), args));
  app.onQuery('formComments', (args, { event }) => formComments(callerOf(event), args));
  app.onMutation('addFormComment', (args, { event }) => addFormComment(callerOf(event), args, now));
  app.onMutation('editFormComment', (args, { event }) => editFormComment(callerOf(event), args, now));
  app.onMutation('deleteFormComment', (args, { event }) => deleteFormComment(callerOf(event), args, now));
});
