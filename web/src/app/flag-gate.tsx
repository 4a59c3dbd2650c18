import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageLoading } from '@/components/page-loading';
import { useFeatureFlag, type FlagKey } from '@/lib/feature-flags/use-feature-flag';

/** A screen behind a feature flag: the not-found page while the flag is off (spec: missing flag). */
export function FlagGate({ flag, children }: { flag: FlagKey; children: ReactNode }) {
  const { enabled, loading } = useFeatureFlag(flag);
  if (loading) return <PageLoading />;
  return enabled ? children : <NotFoundPage />;
}
