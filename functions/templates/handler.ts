import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { assessmentTemplates } from './resolvers/assessment-templates';
import {
  latestPublishedTemplateByGroup,
  latestTemplateByGroup,
  templateById,
  templateQuestions,
  templatesByCampus,
} from './resolvers/template-queries';
import { logger, metrics } from './telemetry';

/** The templates function: reading templates and their questions. Authoring joins it later. */
export const handler = createDomainHandler({ logger, metrics }, (app) => {
  app.onQuery('templatesByCampus', (args, { event }) => templatesByCampus(callerOf(event), args));
  app.onQuery('templateById', (args, { event }) => templateById(callerOf(event), args));
  app.onQuery('latestTemplateByGroup', (args, { event }) => latestTemplateByGroup(callerOf(event), args));
  app.onQuery('latestPublishedTemplateByGroup', (args, { event }) =>
    latestPublishedTemplateByGroup(callerOf(event), args),
  );
  app.onQuery('templateQuestions', (args, { event }) => templateQuestions(callerOf(event), args));
  app.onQuery('assessmentTemplates', (args, { event }) => assessmentTemplates(callerOf(event), args));
});
