import { aggregateView } from '../../../schema/src/metrics/aggregate-view';
import { metricIdArgsSchema } from '../../../schema/src/metrics/metric-inputs';
import type { MetricRecord } from '../../data/entities';
import { readAggregate } from '../../data/metric-aggregates';
import { listOutcomeGroups } from '../../data/outcomes-repository';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import { findQuestion } from '../../../schema/src/template/questions';
import { metricSeries as computeSeries, type SeriesContext } from '../../../schema/src/metrics/metric-series';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { viewableMetric } from '../metric-access';
import { metricsWorkflows } from '../metrics-workflows';

/** The options of an ANSWER metric's question in the group's latest published version (toggles: Yes and No). */
async function optionsOf(templateId: string | undefined, questionId: string | null | undefined): Promise<SeriesContext['options']> {
  const template = templateId ? await findTemplate(templateId) : undefined;
  const question = template && questionId ? findQuestion(template, questionId) : undefined;
  if (question?.__typename === 'OptionQuestion') return question.options.map((option) => ({ id: option.id, label: option.label }));
  if (question?.__typename === 'ToggleQuestion') return [{ id: 'true', label: 'Yes' }, { id: 'false', label: 'No' }];
  return [];
}

/** The categories of an OUTCOME metric's group in the given version: its risk levels (RISK), else its outcomes. */
async function outcomeCategoriesOf(templateId: string | undefined, groupId: string | null | undefined): Promise<SeriesContext['options']> {
  const group = templateId && groupId ? (await listOutcomeGroups(templateId)).find((candidate) => candidate.groupId === groupId) : undefined;
  if (!group) return [];
  if (group.type === 'RISK') return group.riskLevels.map((level) => ({ id: level.id, label: level.level }));
  return group.outcomes.map((outcome) => ({ id: outcome.id, label: outcome.text || outcome.id }));
}

/** The categories the template names for an ANSWER or OUTCOME metric (none for the others). */
function categoriesOf(metric: MetricRecord, templateId: string | undefined): Promise<SeriesContext['options']> {
  if (metric.type === 'ANSWER') return optionsOf(templateId, metric.question);
  if (metric.type === 'OUTCOME') return outcomeCategoriesOf(templateId, metric.aggregate.key);
  return Promise.resolve([]);
}

/** What labels and orders the series: the group's latest workflow and the question's options (program scope: none). */
async function contextOf(metric: MetricRecord): Promise<Omit<SeriesContext, 'now'>> {
  const group = metric.templateGroupId ? await findTemplateGroup(metric.templateGroupId) : undefined;
  if (!group) return {};
  const [{ latestWorkflow }, options] = await Promise.all([
    metricsWorkflows(group, []),
    categoriesOf(metric, group.latestPublishedTemplateId ?? group.latestTemplateId),
  ]);
  return { workflow: latestWorkflow, options };
}

/**
 * metricSeries: a metric's numbers for its program's members, from its scope's maintained aggregate (one GetItem
 * whatever the number of forms) plus what labels them (template and workflow, cached once published).
 */
export async function metricSeries(caller: Caller, args: unknown) {
  const { id } = parseInput(metricIdArgsSchema, args);
  const metric = await viewableMetric(caller, id);
  const scope = metric.templateGroupId ? { kind: 'templateGroup' as const, groupId: metric.templateGroupId } : { kind: 'program' as const, programId: metric.programId };
  const [counts, context] = await Promise.all([readAggregate(scope), contextOf(metric)]);
  const aggregate = aggregateView(counts);
  return { metric, points: computeSeries(metric, aggregate, { ...context, now: new Date() }), formsCount: aggregate.forms };
}
