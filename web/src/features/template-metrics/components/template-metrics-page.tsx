import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMetricsTemplate } from '../api/metrics-template';
import { useTemplateMetrics, type TemplateMetricsView } from '../api/template-metrics';
import { MetricCards } from './metric-cards';
import { StatusChart } from './status-chart';
import { StatusTable } from './status-table';
import { WeeklyStartsChart } from './weekly-starts-chart';

/** What the tab says before any form exists. */
export const noFormsMessage = 'No forms have been started from this template yet.';

function MetricsBody({ metrics }: { metrics: TemplateMetricsView }) {
  if (metrics.formsCount === 0) return <Alert severity="info">{noFormsMessage}</Alert>;
  return (
    <>
      <MetricCards metrics={metrics} />
      <Typography variant="h2" id="metrics-status-heading" sx={{ fontSize: '1.25rem' }}>
        Forms by status
      </Typography>
      <StatusChart counts={metrics.countsByStatus} />
      <StatusTable metrics={metrics} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Forms started per week
      </Typography>
      <WeeklyStartsChart weeks={metrics.startedPerWeek} />
    </>
  );
}

/** The studio template's Metrics tab: how the forms of every version of this template are doing (authors only). */
export function TemplateMetricsPage({ templateId }: { templateId: string }) {
  const templateQuery = useMetricsTemplate(templateId);
  const template = templateQuery.data?.templateById;
  const metricsQuery = useTemplateMetrics(template?.groupId);
  useDocumentTitle(template ? `Metrics · ${template.name}` : 'Metrics');
  if (templateQuery.loading && !templateQuery.data) return <PageLoading />;
  if (templateQuery.error && !template) return <QueryErrorPage error={templateQuery.error} />;
  if (!template) return <NotFoundPage message={`Template ${templateId} was not found.`} />;
  const metrics = metricsQuery.data?.templateMetrics;
  if (metricsQuery.error && !metrics) return <QueryErrorPage error={metricsQuery.error} />;
  if (!metrics) return <PageLoading />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Metrics
      </Typography>
      <Typography color="text.secondary">How the forms started from {template.name}, on every version, are doing: where they stand, how long each step takes and how many start each week.</Typography>
      <MetricsBody metrics={metrics} />
    </Stack>
  );
}
