import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { addOutcomeGroup, outcomeGroupsByTemplate, removeOutcomeGroup, updateOutcomeGroupSettings } from './resolvers/outcome-groups';
import { formOutcomes } from './resolvers/form-outcomes';
import { outcomePage } from './resolvers/outcome-page';
import { addOutcome, removeOutcome, updateOutcome } from './resolvers/outcomes';
import { updateTrainingProgress, userOutcomes } from './resolvers/user-outcomes';
import { observability } from './telemetry';

/** The outcomes function: a template version's outcome groups and their outcomes, read and authored, the outcomes that hold for a form, and the caller's own recorded outcomes. */
export const handler = createDomainHandler(observability, (app) => {
  app.onQuery('outcomeGroupsByTemplate', (args, { event }) => outcomeGroupsByTemplate(callerOf(event), args));
  app.onQuery('outcomePage', (args, { event }) => outcomePage(callerOf(event), args));
  app.onQuery('formOutcomes', (args, { event }) => formOutcomes(callerOf(event), args));
  app.onQuery('userOutcomes', (args, { event }) => userOutcomes(callerOf(event), args));
  app.onMutation('addOutcomeGroup', (args, { event }) => addOutcomeGroup(callerOf(event), args));
  app.onMutation('updateOutcomeGroup', (args, { event }) => updateOutcomeGroupSettings(callerOf(event), args));
  app.onMutation('removeOutcomeGroup', (args, { event }) => removeOutcomeGroup(callerOf(event), args));
  app.onMutation('addOutcome', (args, { event }) => addOutcome(callerOf(event), args));
  app.onMutation('updateOutcome', (args, { event }) => updateOutcome(callerOf(event), args));
  app.onMutation('removeOutcome', (args, { event }) => removeOutcome(callerOf(event), args));
  app.onMutation('updateTrainingProgress', (args, { event }) => updateTrainingProgress(callerOf(event), args));
});
