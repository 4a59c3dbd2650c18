import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { templateMetricsArgsSchema } from '../../../schema/src/metrics/metrics-args';
import { templateMetrics as computeMetrics } from '../../../schema/src/metrics/template-metrics';
import { assertAllowed } from '../../authz/checks';
import { findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { templateGroupObject } from '../../templates/template-tuples';
import { metricsWorkflows } from '../metrics-workflows';
import { newestForms } from '../newest-forms';
import { metrics } from '../telemetry';

/**
 * templateMetrics: the group's authors only (FORBIDDEN otherwise). Reads the group, its newest forms (at most
 * 2,000, in pages) and the workflow versions they name, then computes the numbers with the pure rules.
 */
export async function templateMetrics(caller: Caller, args: unknown) {
  const { templateGroupId } = parseInput(templateMetricsArgsSchema, args);
  const group = await findTemplateGroup(templateGroupId);
  if (!group) throw notFound('Template group', templateGroupId);
  await assertAllowed(caller, 'can_edit', templateGroupObject(templateGroupId), { message: 'Only the authors of this template may see its metrics.' });
  const { forms, sampled } = await newestForms(templateGroupId);
  const workflows = await metricsWorkflows(group, forms);
  metrics.addMetric('TemplateMetricsFormsRead', MetricUnit.Count, forms.length);
  return computeMetrics({ forms, ...workflows, sampled, now: new Date() });
}
