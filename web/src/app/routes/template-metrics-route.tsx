import { useParams } from 'react-router-dom';
import { TemplateMetricsPage } from '@/features/template-metrics/components/template-metrics-page';

/** `/studio/campus/:campusId/template/:templateId/metrics`: how the template's forms are doing. */
export default function TemplateMetricsRoute() {
  const { templateId = '' } = useParams();
  return <TemplateMetricsPage key={templateId} templateId={templateId} />;
}
