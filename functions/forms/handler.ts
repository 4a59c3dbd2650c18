import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { documentsByTemplateGroup } from './resolvers/documents-by-template-group';
import { form } from './resolvers/form';
import { startForm } from './resolvers/start-form';
import { updateTextResponse } from './resolvers/update-text-response';
import { logger, metrics } from './telemetry';

/** The forms function: starting forms, reading them and saving their answers. */
export const handler = createDomainHandler({ logger, metrics }, (app) => {
  app.onQuery('form', (args, { event }) => form(callerOf(event), args));
  app.onQuery('documentsByTemplateGroup', (args, { event }) => documentsByTemplateGroup(callerOf(event), args));
  app.onMutation('startForm', (args, { event }) => startForm(callerOf(event), args));
  app.onMutation('updateTextResponse', (args, { event }) => updateTextResponse(callerOf(event), args));
});
