import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';

/** The library screens exist only under the flag rollout-library-management: not found without it. */
export function LibraryFlagGate({ children }: { children: ReactNode }) {
  const flag = useFeatureFlag('rollout-library-management');
  if (flag.loading && !flag.enabled) return <PageLoading />;
  return flag.enabled ? <>{children}</> : <NotFoundPage />;
}
