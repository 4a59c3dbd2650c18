import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `At most ${max.toLocaleString('en-US')} characters`);
const optionalId = z.string().trim().max(200).optional();

/**
 * Each widget kind's configuration, checked on the server when a layout is saved and in the browser when a widget
 * is configured. Header and paragraph need a value. A button may be saved unfinished (a new one is); it shows
 * "Widget configuration is not complete" until it names what it needs (see widgetIsComplete). A document table
 * lists the program's documents: its template is an optional filter.
 * A later kind (chart, calendar) adds one entry here and one in the web registry.
 */
export const widgetConfigSchemas = {
  header: z.object({ value: text(200).min(1, 'A header needs a value') }),
  paragraph: z.object({ value: text(5000).min(1, 'A paragraph needs a value') }),
  divider: z.object({}),
  button: z.object({ label: text(100).optional(), templateGroupId: optionalId, templateName: text(200).optional() }),
  'document-table': z.object({ title: text(200).optional(), templateGroupId: optionalId, templateName: text(200).optional() }),
  // Beyond the spec (issue 15): one of the program's Metrics, drawn as its chart.
  chart: z.object({ metricId: optionalId }),
  // Beyond the spec (issue 15): the program's compliance calendar for the next days.
  calendar: z.object({ daysAhead: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days').optional() }),
} satisfies Record<string, z.ZodType>;

export type WidgetType = keyof typeof widgetConfigSchemas;
export type WidgetConfig<T extends WidgetType = WidgetType> = z.output<(typeof widgetConfigSchemas)[T]>;

/** Whether a widget type is one the platform knows. */
export const isWidgetType = (type: string): type is WidgetType => Object.hasOwn(widgetConfigSchemas, type);

/** The problems of a widget's configuration, none when it is valid for its kind. */
export function widgetConfigProblems(type: string, config: unknown): string[] {
  if (!isWidgetType(type)) return [`Unknown widget type ${type}`];
  const result = widgetConfigSchemas[type].safeParse(config);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** What a kind needs before it can do its job, beyond being valid (a button's label and template). */
const completeWhen: Partial<Record<WidgetType, (config: Record<string, unknown>) => boolean>> = {
  button: (config) => Boolean(config.label) && Boolean(config.templateGroupId),
  chart: (config) => Boolean(config.metricId),
};

/** Whether a widget is configured enough to show: otherwise it shows "Widget configuration is not complete". */
export function widgetIsComplete(type: string, config: unknown): boolean {
  if (widgetConfigProblems(type, config).length > 0) return false;
  const complete = isWidgetType(type) ? completeWhen[type] : undefined;
  return complete ? complete(config as Record<string, unknown>) : true;
}

/** The warning an unfinished widget shows (spec: end-user area section 5). */
export const incompleteWidgetText = 'Widget configuration is not complete';
