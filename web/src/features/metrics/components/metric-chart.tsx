import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SeriesChart, type ChartSpec } from '@/components/charts/series-chart';
import { errorPageKind } from '@/lib/errors/error-codes';
import { useMetricSeries, type MetricSeriesView } from '../api/metric-series';

/** What a metric's values are, by its type. */
const valueLabels: Record<MetricSeriesView['metric']['type'], { value: string; category: string }> = {
  STATUS: { value: 'Forms', category: 'Status' },
  ANSWER: { value: 'Forms', category: 'Answer' },
  STARTED: { value: 'Forms started', category: 'Period' },
  DAYS_IN_STATUS: { value: 'Mean days', category: 'Status' },
  OUTCOME: { value: 'Forms', category: 'Outcome' },
};

/** The chart of a series as its metric's view and chart options say. */
export function chartSpecOf(series: MetricSeriesView, height?: number): ChartSpec {
  const { metric } = series;
  const labels = valueLabels[metric.type];
  return {
    title: metric.title,
    view: metric.view,
    points: series.points,
    valueLabel: labels.value,
    categoryLabel: labels.category,
    horizontal: metric.chartOptions.layout === 'HORIZONTAL',
    integers: metric.type !== 'DAYS_IN_STATUS',
    showPercentage: metric.chartOptions.showPercentage || metric.dataType === 'PERCENTAGE',
    xAxisLabel: metric.chartOptions.xAxisLabel ?? null,
    yAxisLabel: metric.chartOptions.yAxisLabel ?? null,
    ...(height ? { height } : {}),
  };
}

/** Why a metric could not be shown, in words. */
function errorText(error: unknown): string {
  const kind = errorPageKind(error);
  if (kind === 'not-found') return 'This metric no longer exists.';
  if (kind === 'access-denied') return 'You do not have access to this metric.';
  return 'The metric could not be loaded. Try again later.';
}

/**
 * One metric by id, computed on the server and drawn with MUI X Charts: a skeleton while it loads, a message
 * when it fails or has no forms to count, else its title, description and chart. Fills its container's width
 * (a dashboard widget, a page section).
 */
export function MetricChart({ metricId, height, hideTitle = false }: { metricId: string; height?: number; hideTitle?: boolean }) {
  const { data, error, loading } = useMetricSeries(metricId);
  const series = data?.metricSeries;
  if (!series && loading) return <Skeleton variant="rounded" height={height ?? 240} aria-label="Loading metric" />;
  if (!series) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {hideTitle ? null : (
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {series.metric.title}
        </Typography>
      )}
      {series.metric.description ? (
        <Typography variant="body2" color="text.secondary">
          {series.metric.description}
        </Typography>
      ) : null}
      {series.formsCount === 0 ? <Alert severity="info">No forms to count yet.</Alert> : <SeriesChart spec={chartSpecOf(series, height)} />}
    </Box>
  );
}
