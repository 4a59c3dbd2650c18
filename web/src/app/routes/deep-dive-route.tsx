import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { DeepDivePage } from '@/features/data-explorer/components/deep-dive-page';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** `/program/:programId/deep-dive`: the Deep Dive (beta), behind rollout-deep-dive-component (not found without it). */
export default function DeepDiveRoute() {
  const { programId = '' } = useParams();
  const flag = useFeatureFlag('rollout-deep-dive-component');
  if (flag.loading) return <PageLoading />;
  if (!flag.enabled) return <NotFoundPage />;
  return <DeepDivePage key={programId} programId={programId} />;
}
