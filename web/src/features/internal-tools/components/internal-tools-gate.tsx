import type { ReactNode } from 'react';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useInternalToolsAccess } from '../api/use-internal-tools-access';

/**
 * The internal tools' door: can_view_internal_tools on the platform (the API checks it again on every call).
 * Everyone else gets the access-denied page, as for any screen they may not open.
 */
export function InternalToolsGate({ children }: { children: ReactNode }) {
  const { data, error, loading } = useInternalToolsAccess();
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading || !data) return <PageLoading />;
  return data.navigationAccess.internalTools ? children : <AccessDeniedPage />;
}
