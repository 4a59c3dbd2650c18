import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TemplateMetricsView } from '../api/template-metrics';

interface MetricCard {
  label: string;
  value: string;
  hint: string;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}% of forms` : '—');

function cardsOf(metrics: TemplateMetricsView): MetricCard[] {
  const recent = metrics.startedPerWeek.reduce((sum, week) => sum + week.count, 0);
  return [
    { label: 'Forms started', value: String(metrics.formsCount), hint: 'On every version of the template' },
    { label: 'Finished', value: String(metrics.finishedCount), hint: percent(metrics.finishedCount, metrics.formsCount) },
    { label: 'Still open', value: String(metrics.formsCount - metrics.finishedCount), hint: percent(metrics.formsCount - metrics.finishedCount, metrics.formsCount) },
    { label: 'Workflow errors', value: String(metrics.workflowErrors), hint: metrics.workflowErrors > 0 ? 'Forms whose workflow stopped with an error' : 'No workflow has failed' },
    { label: 'Started in the last 12 weeks', value: String(recent), hint: `${(recent / 12).toFixed(1)} a week on average` },
  ];
}

/** The headline numbers as cards: a description list, each term its label and each value its number. */
export function MetricCards({ metrics }: { metrics: TemplateMetricsView }) {
  return (
    <Box
      component="dl"
      aria-label="Template metrics"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {cardsOf(metrics).map((card) => (
        <Paper key={card.label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }} color={card.label === 'Workflow errors' && metrics.workflowErrors > 0 ? 'error' : 'text.primary'}>
            {card.value}
          </Typography>
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
            {card.hint}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
