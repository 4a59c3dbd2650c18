import type { EffectKind } from '../../data/entities';
import type { EffectRunner } from './effect-runner';
import { integrationRunner } from './integration-effects';
import { completeTodosRunner, notificationRunner } from './notification-effects';
import { endSubWorkflowRunner } from './sub-workflow-end';
import { startSubWorkflowRunner } from './sub-workflow-start';
import { stopSubWorkflowsRunner } from './sub-workflow-stop';
import { userOutcomesRunner } from './user-outcome-effects';

/** The runner of each kind of effect. */
export const effectRunners: Record<EffectKind, EffectRunner> = {
  notification: notificationRunner,
  'complete-todos': completeTodosRunner,
  'stop-sub-workflows': stopSubWorkflowsRunner,
  'start-sub-workflow': startSubWorkflowRunner,
  'end-sub-workflow': endSubWorkflowRunner,
  'user-outcomes': userOutcomesRunner,
  integration: integrationRunner,
};
