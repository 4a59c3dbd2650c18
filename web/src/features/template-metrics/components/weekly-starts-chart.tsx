import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { TemplateMetricsView } from '../api/template-metrics';
import { visuallyHidden } from '@/lib/visually-hidden';

const weekLabel = (weekStart: string) => format(parseISO(weekStart), 'MMM d');

/**
 * Forms started per week as bars (drawn for the eye, one image to assistive technology) with the numbers in a
 * table only screen readers see.
 */
export function WeeklyStartsChart({ weeks }: { weeks: TemplateMetricsView['startedPerWeek'] }) {
  const highest = Math.max(1, ...weeks.map((week) => week.count));
  const first = weeks[0];
  const last = weeks.at(-1);
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const summary = first && last ? `Bar chart: ${total} forms started in the 12 weeks from ${weekLabel(first.weekStart)} to the week of ${weekLabel(last.weekStart)}.` : 'Bar chart: no weeks.';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box role="img" aria-label={summary} sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.5, sm: 1 }, height: 160 }}>
        {weeks.map((week) => (
          <Box key={week.weekStart} title={`Week of ${weekLabel(week.weekStart)}: ${week.count}`} sx={{ flex: 1, minWidth: 0, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.4 }}>
              {week.count}
            </Typography>
            <Box sx={{ width: '100%', height: `${(week.count / highest) * 80}%`, minHeight: 2, bgcolor: week.count > 0 ? 'primary.main' : 'divider', borderRadius: '4px 4px 0 0' }} />
          </Box>
        ))}
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {first ? weekLabel(first.weekStart) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {last ? `Week of ${weekLabel(last.weekStart)}` : ''}
        </Typography>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Forms started per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Forms started</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLabel(week.weekStart)}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
