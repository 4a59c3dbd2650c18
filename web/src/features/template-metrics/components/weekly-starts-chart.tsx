import Paper from '@mui/material/Paper';
import { format, parseISO } from 'date-fns';
import { SeriesChart } from '@/components/charts/series-chart';
import type { TemplateMetricsView } from '../api/template-metrics';

const weekLabel = (weekStart: string) => format(parseISO(weekStart), 'MMM d');

/** Forms started per week as MUI X bars, with the numbers in a table screen readers read. */
export function WeeklyStartsChart({ weeks }: { weeks: TemplateMetricsView['startedPerWeek'] }) {
  const points = weeks.map((week) => ({ key: week.weekStart, label: weekLabel(week.weekStart), value: week.count }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <SeriesChart spec={{ title: 'Forms started per week', view: 'BAR', points, valueLabel: 'Forms started', categoryLabel: 'Week of', integers: true, height: 220 }} />
    </Paper>
  );
}
