import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { attachWorkflow } from './resolvers/attach';
import { publishWorkflow, startWorkflowDraft } from './resolvers/versions';
import { createWorkflow, describeCron, updateWorkflow, validateWorkflow, workflowById, workflowsByTemplateGroup } from './resolvers/workflows';
import { observability } from './telemetry';

/** The workflows function: a template group's workflows, their versions, validation, publishing and attaching. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('workflowsByTemplateGroup', (args, { event }) => workflowsByTemplateGroup(callerOf(event), args));
  app.onQuery('workflow', (args, { event }) => workflowById(callerOf(event), args));
  app.onQuery('smartCronExpression', (args, { event }) => describeCron(callerOf(event), args));
  app.onQuery('validateWorkflow', (args, { event }) => validateWorkflow(callerOf(event), args));
  app.onMutation('createWorkflow', (args, { event }) => createWorkflow(callerOf(event), args));
  app.onMutation('updateWorkflow', (args, { event }) => updateWorkflow(callerOf(event), args));
  app.onMutation('publishWorkflow', (args, { event }) => publishWorkflow(callerOf(event), args));
  app.onMutation('startWorkflowDraft', (args, { event }) => startWorkflowDraft(callerOf(event), args));
  app.onMutation('attachWorkflow', (args, { event }) => attachWorkflow(callerOf(event), args));
});
