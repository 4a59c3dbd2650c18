import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { ExplorerPage } from '@/features/data-explorer/components/explorer-page';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** `/program/:programId/data-export`: the Data Explorer, behind rollout-data-export (not found without it). */
export default function DataExplorerRoute() {
  const { programId = '' } = useParams();
  const flag = useFeatureFlag('rollout-data-export');
  if (flag.loading) return <PageLoading />;
  if (!flag.enabled) return <NotFoundPage />;
  return <ExplorerPage key={programId} programId={programId} />;
}
