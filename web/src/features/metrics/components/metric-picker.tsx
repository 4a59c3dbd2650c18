import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useProgramMetrics } from '../api/program-metrics';

const viewNames: Record<string, string> = { BAR: 'bar chart', LINE: 'line chart', PIE: 'pie chart', TABLE: 'table' };

/**
 * Chooses one of a program's metrics (a chart widget's configuration): a labelled select listing each by title
 * and view; says so while loading, on error and when the program has none.
 */
export function MetricPicker({ programId, value, onChange, label = 'Metric' }: { programId: string; value: string | null; onChange: (metricId: string | null) => void; label?: string }) {
  const { data, loading, error } = useProgramMetrics(programId);
  const metrics = data?.metricsByProgram.docs ?? [];
  const helper = loading && !data ? 'Loading metrics...' : error ? 'The metrics could not be loaded.' : metrics.length === 0 ? 'This program has no metrics yet.' : undefined;
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={metrics.some((metric) => metric.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      helperText={helper}
      error={Boolean(error)}
      disabled={metrics.length === 0}
    >
      {metrics.map((metric) => (
        <MenuItem key={metric.id} value={metric.id}>
          {metric.title} ({viewNames[metric.view] ?? metric.view})
        </MenuItem>
      ))}
    </TextField>
  );
}
