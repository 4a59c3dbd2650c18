import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useProgramAdminCheck } from '../api/program-admin-check';

/**
 * The program area's children other than the overview (spec: "all children except the overview require program
 * admin"): their screen for the program's administrators, Access Denied for anyone else. The API refuses their
 * calls to non-admins as well; this keeps a member from a screen of refusals.
 */
export function ProgramAdminGate() {
  const { programId = '' } = useParams();
  const context = useOutletContext();
  const { isAdmin, known, error } = useProgramAdminCheck(programId);
  if (!known) return <PageLoading />;
  if (error) return <QueryErrorPage error={error} />;
  if (!isAdmin) return <AccessDeniedPage />;
  return <Outlet context={context} />;
}
