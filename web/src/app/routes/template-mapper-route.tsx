import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { DataMapperPage } from '@/features/data-mapper/components/data-mapper-page';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** `/studio/campus/:campusId/template/:templateId/mapper`: the template's Data Mapper, behind rollout-data-mapper (not found without it). */
export default function TemplateMapperRoute() {
  const { templateId = '' } = useParams();
  const flag = useFeatureFlag('rollout-data-mapper');
  if (flag.loading) return <PageLoading />;
  if (!flag.enabled) return <NotFoundPage />;
  return <DataMapperPage key={templateId} templateId={templateId} />;
}
