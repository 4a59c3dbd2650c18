import { createDomainHandler } from '../shared/create-handler';
import { guestOf } from './guest-caller';
import { publicRoutesOpenAnywhere } from './public-access';
import { publicForm } from './resolvers/public-form';
import { publicTemplate } from './resolvers/public-template';
import { savePublicAnswer } from './resolvers/save-public-answer';
import { startPublicForm } from './resolvers/start-public-form';
import { submitPublicForm } from './resolvers/submit-public-form';
import { observability } from './telemetry';

/**
 * The guests function: the public routes' operations, reached only through AppSync's API key mode. Every call
 * verifies the guest token and takes from the guest's request budget before anything else.
 */
export const handler = createDomainHandler(
  observability,
  (app) => {
    app.onQuery('publicTemplate', async (args, { event }) => {
      await guestOf(event, new Date());
      return publicTemplate(args);
    });
    // Asked by the Form Complete page after the guest cookie is cleared: the API key alone (one flag read).
    app.onQuery('publicRoutesOpen', () => publicRoutesOpenAnywhere());
    app.onQuery('publicForm', async (args, { event }) => publicForm(await guestOf(event, new Date()), args));
    app.onMutation('startPublicForm', async (args, { event }) => startPublicForm(await guestOf(event, new Date()), args));
    app.onMutation('savePublicAnswer', async (args, { event }) => savePublicAnswer(await guestOf(event, new Date()), args));
    app.onMutation('submitPublicForm', async (args, { event }) => submitPublicForm(await guestOf(event, new Date()), args));
  },
  { guests: true },
);
