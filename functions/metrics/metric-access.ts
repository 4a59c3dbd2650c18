import type { MetricContent } from '../../schema/src/metrics/metric-model';
import { assertAllowed } from '../authz/checks';
import type { MetricRecord } from '../data/entities';
import { findMetric } from '../data/metrics-repository';
import { findTemplateGroup } from '../data/templates-repository';
import type { Caller } from '../shared/caller';
import { badUserInput, notFound } from '../shared/errors';

/** The engine's object of a program. */
export const programObject = (programId: string) => `program:${programId}`;

/** Program admins define metrics (`admin` on the program): FORBIDDEN otherwise. */
export const assertMetricAdmin = (caller: Caller, programId: string) =>
  assertAllowed(caller, 'admin', programObject(programId), { message: 'Only the admins of this program may change its metrics.' });

/** The program's members see its metrics and their numbers (`can_view` on the program): FORBIDDEN otherwise. */
export const assertMetricViewer = (caller: Caller, programId: string) =>
  assertAllowed(caller, 'can_view', programObject(programId), { message: 'Only the members of this program may see its metrics.' });

/** A metric the caller may see: NOT_FOUND when there is none, FORBIDDEN outside its program. */
export async function viewableMetric(caller: Caller, id: string, consistent = false): Promise<MetricRecord> {
  const metric = await findMetric(id, consistent);
  if (!metric) throw notFound('Metric', id);
  await assertMetricViewer(caller, metric.programId);
  return metric;
}

/** A metric the caller may change: NOT_FOUND when there is none, FORBIDDEN unless they admin its program. */
export async function administeredMetric(caller: Caller, id: string): Promise<MetricRecord> {
  const metric = await findMetric(id, true);
  if (!metric) throw notFound('Metric', id);
  await assertMetricAdmin(caller, metric.programId);
  return metric;
}

/** A metric may only count forms of its own program's template groups: BAD_USER_INPUT otherwise. */
export async function assertGroupOfProgram(content: MetricContent, programId: string): Promise<void> {
  if (!content.templateGroupId) return;
  const group = await findTemplateGroup(content.templateGroupId);
  if (group?.programId !== programId) {
    throw badUserInput('Choose a template of this program.', { field: 'templateGroupId' });
  }
}
