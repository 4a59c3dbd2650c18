import { templateMetricsArgsSchema } from '../../../schema/src/metrics/metrics-args';
import { aggregateView } from '../../../schema/src/metrics/aggregate-view';
import { templateMetrics as computeMetrics } from '../../../schema/src/metrics/template-metrics';
import { assertAllowed } from '../../authz/checks';
import { readAggregate } from '../../data/metric-aggregates';
import { findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { templateGroupObject } from '../../templates/template-tuples';
import { metricsWorkflows } from '../metrics-workflows';

/**
 * templateMetrics: the group's authors only (FORBIDDEN otherwise). Reads the group, its maintained aggregate (one
 * item, whatever the number of forms) and the workflow versions it names, then computes the numbers with the
 * pure rules.
 */
export async function templateMetrics(caller: Caller, args: unknown) {
  const { templateGroupId } = parseInput(templateMetricsArgsSchema, args);
  const group = await findTemplateGroup(templateGroupId);
  if (!group) throw notFound('Template group', templateGroupId);
  await assertAllowed(caller, 'can_edit', templateGroupObject(templateGroupId), { message: 'Only the authors of this template may see its metrics.' });
  const aggregate = aggregateView(await readAggregate({ kind: 'templateGroup', groupId: templateGroupId }));
  const workflows = await metricsWorkflows(group, aggregate.byVersionStatus.keys());
  return computeMetrics({ aggregate, ...workflows, now: new Date() });
}
