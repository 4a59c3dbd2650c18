import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@/components/status-badge';
import type { TemplateMetricsView } from '../api/template-metrics';

interface StatusRow {
  status: string;
  count: number;
  days?: number;
  samples: number;
}

/** One row per status: the counts' order, then statuses forms have only passed through (an older workflow's). */
export function statusRows(metrics: Pick<TemplateMetricsView, 'countsByStatus' | 'averageDaysInStatus'>): StatusRow[] {
  const durations = new Map(metrics.averageDaysInStatus.map((entry) => [entry.status, entry]));
  const counted = new Set(metrics.countsByStatus.map((entry) => entry.status));
  return [
    ...metrics.countsByStatus.map((entry) => ({ ...entry, days: durations.get(entry.status)?.days, samples: durations.get(entry.status)?.samples ?? 0 })),
    ...metrics.averageDaysInStatus.filter((entry) => !counted.has(entry.status)).map((entry) => ({ status: entry.status, count: 0, days: entry.days, samples: entry.samples })),
  ];
}

/** A mean stay as people say it: hours under a day, days (one decimal) from then on. */
export function durationText(days: number | undefined): string {
  if (days === undefined) return '—';
  const hours = Math.round(days * 24);
  if (hours < 1) return 'Under an hour';
  if (days < 1) return hours === 1 ? '1 hour' : `${hours} hours`;
  const shown = days.toLocaleString(undefined, { maximumFractionDigits: 1 });
  return `${shown} ${shown === '1' ? 'day' : 'days'}`;
}

/** Forms per status with the average time forms spent in each status before moving on. */
export function StatusTable({ metrics }: { metrics: TemplateMetricsView }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby="metrics-status-heading">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell align="right">Forms now</TableCell>
            <TableCell align="right">Average time in status</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Stays measured
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statusRows(metrics).map((row) => (
            <TableRow key={row.status}>
              <TableCell>
                <StatusBadge status={row.status} />
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">{durationText(row.days)}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {row.samples}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }}>
        Average time counts only stays that have ended: from the moment a form entered the status until it moved on.
      </Typography>
    </TableContainer>
  );
}
