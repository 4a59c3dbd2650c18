import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import { sortUserOutcomes, updatedTraining, type UserOutcome } from '../../../schema/src/outcomes/user-outcomes';
import { updateTrainingProgressInputSchema, userOutcomesArgsSchema } from '../../../schema/src/outcomes/user-outcomes-input';
import { findUserOutcome, listUserOutcomes, putUserOutcome } from '../../data/user-outcomes-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { metrics } from '../telemetry';

/** A user outcome as the API answers it (UserOutcome): the training's fields flat, null when not a training. */
export function userOutcomeView(outcome: UserOutcome) {
  const { training, userId: _userId, ...fields } = outcome;
  return {
    ...fields,
    values: fields.values.map((value) => ({ type: value.type, label: value.label, color: value.color ?? null })),
    courseId: training?.courseId ?? null,
    courseName: training?.courseName ?? null,
    link: training?.link ?? null,
    progress: training?.progress ?? null,
    status: training?.status ?? null,
    completedAt: training?.completedAt ?? null,
  };
}

/**
 * userOutcomes: the caller's own outcomes, read from their own partition (one Query), so nobody reads another's;
 * sorted by type and date and paged in memory.
 */
export async function userOutcomes(caller: Caller, args: unknown) {
  const { page, size } = parseInput(userOutcomesArgsSchema, args);
  const request = normalizePageRequest(page, size);
  const all = sortUserOutcomes(await listUserOutcomes(caller.userId));
  return { docs: pageOf(all, request).map(userOutcomeView), meta: { ...request, total: all.length } };
}

/**
 * updateTrainingProgress: the caller's training outcome, read from the caller's own partition (an outcome of
 * someone else's is NOT_FOUND, as is a missing one), changed and written back (one GetItem, one write).
 */
export async function updateTrainingProgress(caller: Caller, args: { input?: unknown }) {
  const { outcomeId, progress, completed } = parseInput(updateTrainingProgressInputSchema, args.input);
  const outcome = await findUserOutcome(caller.userId, outcomeId);
  if (!outcome) throw notFound('Outcome', outcomeId);
  if (!outcome.training) throw badUserInput('Only a training outcome has progress.', { field: 'outcomeId' });
  const training = updatedTraining(outcome.training, { progress, completed }, new Date().toISOString());
  const changed = { ...outcome, training };
  await putUserOutcome(changed);
  if (training.status === 'DONE' && outcome.training.status !== 'DONE') metrics.addMetric('TrainingsCompleted', MetricUnit.Count, 1);
  return userOutcomeView(changed);
}
