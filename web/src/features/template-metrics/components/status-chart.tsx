import Paper from '@mui/material/Paper';
import { SeriesChart } from '@/components/charts/series-chart';
import type { TemplateMetricsView } from '../api/template-metrics';

/** Forms by status as horizontal MUI X bars (long status names stay readable at 360 px), with their shares. */
export function StatusChart({ counts }: { counts: TemplateMetricsView['countsByStatus'] }) {
  const points = counts.map((entry) => ({ key: entry.status, label: entry.status, value: entry.count }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <SeriesChart spec={{ title: 'Share of forms by status', view: 'BAR', horizontal: true, showPercentage: true, points, valueLabel: 'Forms', categoryLabel: 'Status', integers: true }} />
    </Paper>
  );
}
