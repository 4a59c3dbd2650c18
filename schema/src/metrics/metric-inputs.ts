import { z } from 'zod';
import { awsJson } from '../inputs/aws-json';
import { idSchema } from '../inputs/forms';
import { metricFilterOperators, metricTypes, metricViews, type MetricContent } from './metric-model';

/** GraphQL clients may send null for an omitted field: both mean the default. */
const orDefault = <S extends z.ZodType>(schema: S, fallback: z.output<S>) => schema.nullish().transform((value) => value ?? fallback);
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullish().transform((value) => value || null);

/** The most categories or time buckets a metric draws. */
export const maxMetricLimit = 100;

const filterSchema = z.strictObject({
  key: z.enum(['category', 'label'], { message: 'Filter on category or label' }),
  operator: z.enum(metricFilterOperators),
  value: z.string().max(500, 'At most 500 characters'),
});

const aggregateSchema = z.strictObject({
  function: z.enum(['COUNT', 'AVERAGE']),
  key: optionalText(200),
  label: optionalText(200),
  name: optionalText(200),
  config: awsJson(5_000, 'The aggregate config').nullish(),
  condition: optionalText(500),
  window: z.enum(['WEEK', 'MONTH']).nullish(),
});

const chartOptionsSchema = z.strictObject({
  layout: orDefault(z.enum(['VERTICAL', 'HORIZONTAL']), 'VERTICAL'),
  showPercentage: orDefault(z.boolean(), false),
  xAxisLabel: optionalText(100),
  yAxisLabel: optionalText(100),
});

/** A metric's definition as an admin sends it; an ANSWER metric names its template group and question. */
export const metricContentSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Name the metric').max(200, 'At most 200 characters'),
    description: optionalText(2_000),
    aiDescription: optionalText(2_000),
    type: z.enum(metricTypes),
    view: z.enum(metricViews),
    sourceType: orDefault(z.enum(['FORMS']), 'FORMS'),
    dataType: orDefault(z.enum(['COUNT', 'PERCENTAGE']), 'COUNT'),
    scope: orDefault(z.enum(['PROGRAM', 'TEMPLATE_GROUP']), 'PROGRAM'),
    limit: z.number().int().min(1).max(maxMetricLimit, `At most ${maxMetricLimit}`).nullish().transform((value) => value ?? null),
    order: z.enum(['ASC', 'DESC']).nullish().transform((value) => value ?? null),
    filter: orDefault(z.array(filterSchema).max(10, 'At most 10 filters'), []),
    aggregate: orDefault(aggregateSchema, { function: 'COUNT' as const, key: null, label: null, name: null, condition: null }),
    chartOptions: orDefault(chartOptionsSchema, { layout: 'VERTICAL' as const, showPercentage: false, xAxisLabel: null, yAxisLabel: null }),
    question: idSchema.nullish().transform((value) => value ?? null),
    templateGroupId: idSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((metric, context) => {
    if ((metric.scope === 'TEMPLATE_GROUP' || metric.type === 'ANSWER') && !metric.templateGroupId) {
      context.addIssue({ code: 'custom', path: ['templateGroupId'], message: 'Choose the template whose forms the metric counts' });
    }
    if (metric.type === 'ANSWER' && !metric.question) context.addIssue({ code: 'custom', path: ['question'], message: 'Choose the question to count' });
    if (metric.type === 'OUTCOME' && !metric.templateGroupId) {
      context.addIssue({ code: 'custom', path: ['templateGroupId'], message: 'Choose the template whose forms the metric counts' });
    }
    if (metric.type === 'OUTCOME' && !metric.aggregate.key) context.addIssue({ code: 'custom', path: ['aggregate', 'key'], message: 'Choose the outcome group to count' });
  })
  .transform((metric): MetricContent => ({ ...metric, scope: metric.templateGroupId ? 'TEMPLATE_GROUP' : 'PROGRAM' }));

export const createMetricInputSchema = z.strictObject({ programId: idSchema, metric: metricContentSchema });
export const updateMetricInputSchema = z.strictObject({ id: idSchema, expectedVersion: z.number().int().min(1), metric: metricContentSchema });
export const deleteMetricInputSchema = z.strictObject({ id: idSchema });
export const metricIdArgsSchema = z.strictObject({ id: idSchema });
export const metricsByProgramArgsSchema = z.strictObject({
  programId: idSchema,
  limit: z.number().int().min(1).max(100).nullish().transform((value) => value ?? 50),
  cursor: z.string().max(2_000).nullish(),
});
