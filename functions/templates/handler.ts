import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { selects } from '../shared/selection';
import { authoringMutations, elementMutations } from './authoring-operations';
import { editedTemplate } from './edited-template';
import { withTemplateWhenSelected, type ElementAnswer } from './element-answer';
import { assessmentTemplates } from './resolvers/assessment-templates';
import { tags } from './resolvers/tags';
import { templateInfo } from './resolvers/template-info';
import { templateGroupPermissions } from './resolvers/template-group-permissions';
import { formRoles, selfInitiatedTemplates, subformTemplates, subformTemplatesByProgram } from './resolvers/template-catalogs';
import {
  latestPublishedTemplateByGroup,
  latestTemplateByGroup,
  templateById,
  templateQuestions,
  templatesByCampus,
} from './resolvers/template-queries';
import { latestPublishedTemplatesByProgram, templates, templatesByGroupId, templatesByProgram } from './resolvers/template-lists';
import { observability } from './telemetry';

/** Lists read pages only when the selection asks for them (otherwise each template is its header alone). */
const withPages = (event: Parameters<typeof selects>[0], prefix = '') =>
  selects(event, `${prefix}pages`) || selects(event, `${prefix}summaryPages`);

/** The templates function: reading templates and their questions, and authoring them. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('templatesByCampus', (args, { event }) => templatesByCampus(callerOf(event), args));
  app.onQuery('templateById', (args, { event }) => templateById(callerOf(event), args));
  app.onQuery('templateInfo', (args, { event }) => templateInfo(callerOf(event), args));
  app.onQuery('latestTemplateByGroup', (args, { event }) => latestTemplateByGroup(callerOf(event), args));
  app.onQuery('latestPublishedTemplateByGroup', (args, { event }) =>
    latestPublishedTemplateByGroup(callerOf(event), args),
  );
  app.onQuery('templateQuestions', (args, { event }) => templateQuestions(callerOf(event), args));
  app.onQuery('assessmentTemplates', (args, { event }) => assessmentTemplates(callerOf(event), args));
  app.onQuery('templatesByGroupId', (args, { event }) => templatesByGroupId(callerOf(event), args, withPages(event)));
  app.onQuery('templatesByProgram', (args, { event }) => templatesByProgram(callerOf(event), args, withPages(event)));
  app.onQuery('latestPublishedTemplatesByProgram', (args, { event }) =>
    latestPublishedTemplatesByProgram(callerOf(event), args, withPages(event)),
  );
  app.onQuery('templates', (args, { event }) => templates(callerOf(event), args, withPages(event, 'docs/')));
  app.onQuery('formRoles', (args, { event }) => formRoles(callerOf(event), args));
  app.onQuery('subformTemplates', (args, { event }) => subformTemplates(callerOf(event), args, withPages(event)));
  app.onQuery('subformTemplatesByProgram', (args, { event }) => subformTemplatesByProgram(callerOf(event), args, withPages(event)));
  app.onQuery('selfInitiatedTemplates', (args, { event }) => selfInitiatedTemplates(callerOf(event), args, withPages(event)));
  app.onQuery('templateGroupPermissions', (args, { event }) => templateGroupPermissions(callerOf(event), args));
  app.onQuery('tags', (args, { event }) => tags(callerOf(event), args));
  for (const [field, mutation] of Object.entries(authoringMutations)) {
    app.onMutation(field, (args, { event }) => mutation(callerOf(event), args));
  }
  // An element edit is one write; the whole draft (a read of every item) only when the caller selects `template`.
  for (const [field, mutation] of Object.entries(elementMutations)) {
    app.onMutation(field, async (args, { event }) =>
      withTemplateWhenSelected((await mutation(callerOf(event), args)) as ElementAnswer, selects(event, 'template'), editedTemplate),
    );
  }
});
