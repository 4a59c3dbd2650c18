import { Navigate } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { templatePath } from '@/lib/paths';
import { useAwayTemplate } from '../api/away-template';

/** /away: sends the user to their campus's Away form (/template/{id}), or shows not-found when the campus has none. */
export function AwayRedirect() {
  const { data, loading, error } = useAwayTemplate();
  if (error && !data) return <QueryErrorPage error={error} />;
  if (loading || !data) return <PageLoading />;
  if (!data.awayTemplate) return <NotFoundPage />;
  return <Navigate to={templatePath(data.awayTemplate.templateGroupId)} replace />;
}
