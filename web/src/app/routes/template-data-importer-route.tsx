import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { DataImporterPage } from '@/features/data-mapper/components/data-importer-page';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** `/studio/campus/:campusId/template/:templateId/data-importer`: import forms from CSV, behind poc-import-mapper (not found without it). */
export default function TemplateDataImporterRoute() {
  const { templateId = '' } = useParams();
  const flag = useFeatureFlag('poc-import-mapper');
  if (flag.loading) return <PageLoading />;
  if (!flag.enabled) return <NotFoundPage />;
  return <DataImporterPage key={templateId} templateId={templateId} />;
}
