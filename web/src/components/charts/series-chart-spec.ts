/** One category of a chart: its key, label and value (and its share of the total, in percent). */
export interface ChartPoint {
  key: string;
  label: string;
  value: number;
  percentage?: number;
}

/** What a SeriesChart draws. */
export interface ChartSpec {
  /** Names the chart for screen readers (the table's caption and the image's summary). */
  title: string;
  view: 'BAR' | 'LINE' | 'PIE' | 'TABLE';
  points: readonly ChartPoint[];
  /** What the values are ("Forms", "Days"). */
  valueLabel: string;
  /** What the categories are ("Status", "Week of"). */
  categoryLabel?: string;
  /** Bars run left to right: long category names stay readable. Their height follows the number of bars. */
  horizontal?: boolean;
  /** The values are counts: the value axis ticks at whole numbers. */
  integers?: boolean;
  /** Values are shown as their share of the total. */
  showPercentage?: boolean;
  xAxisLabel?: string | null;
  yAxisLabel?: string | null;
  height?: number;
}

/** A value as the chart shows it: the number, with its share when the chart shows shares. */
export function valueText(value: number, spec: Pick<ChartSpec, 'showPercentage' | 'points'>, percentage?: number): string {
  const number = value.toLocaleString('en-US');
  if (!spec.showPercentage) return number;
  const total = spec.points.reduce((sum, point) => sum + point.value, 0);
  const share = percentage ?? (total > 0 ? Math.round((value / total) * 1000) / 10 : 0);
  return `${number} (${share}%)`;
}

/** The sentence that names a drawn chart for assistive technology: its kind, title, size and largest category. */
export function seriesSummary(spec: ChartSpec): string {
  const kind = spec.view === 'PIE' ? 'Pie chart' : spec.view === 'LINE' ? 'Line chart' : 'Bar chart';
  if (spec.points.length === 0) return `${kind}: ${spec.title}, no data.`;
  const top = spec.points.reduce((best, point) => (point.value > best.value ? point : best));
  return `${kind}: ${spec.title}, ${spec.points.length} categories; the largest is ${top.label} with ${valueText(top.value, spec, top.percentage)}. The table that follows lists every value.`;
}
