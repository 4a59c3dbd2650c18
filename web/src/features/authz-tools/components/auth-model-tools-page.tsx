import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AccessDeniedPage } from '@/components/errors/access-denied-page';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { useSessionUser } from '@/lib/auth/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagePermissionsCheck } from '../api/manage-permissions-check';
import { useTupleTools } from '../hooks/use-tuple-tools';
import { CheckAnswer } from './check-answer';
import { TupleForm } from './tuple-form';
import { TuplesTable } from './tuples-table';

/** Studio global "Auth Model Tools": Read and Check of relationship tuples, for holders of can_manage_permissions. */
export function AuthModelToolsPage() {
  useDocumentTitle('Auth Model Tools');
  const access = useManagePermissionsCheck();
  const tools = useTupleTools();
  // The hints name a real id: the signed-in user's own.
  const ownId = `user:${useSessionUser().userId}`;

  if (access.error) return <QueryErrorPage error={access.error} />;
  if (tools.failure) return <QueryErrorPage error={tools.failure} />;
  if (access.loading || !access.data) return <PageLoading />;
  if (!access.data.check) return <AccessDeniedPage />;

  const { outcome } = tools;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Auth Model Tools
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '75ch' }}>
        Check whether a user has a relationship with an object, or Read the stored tuples (empty fields match every tuple;
        a user alone lists everything stored about them).
      </Typography>
      <TupleForm ownId={ownId} busy={tools.pending !== null} errors={tools.errors?.fields ?? {}} onRead={(q) => void tools.read(q)} onCheck={(q) => void tools.check(q)} />
      {tools.errors?.general ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {tools.errors.general}
        </Alert>
      ) : null}
      {tools.pending === 'read' || tools.pending === 'check' ? <PageLoading label={tools.pending === 'read' ? 'Reading...' : 'Checking...'} /> : null}
      {outcome.kind === 'check' ? <CheckAnswer question={outcome.question} allowed={outcome.allowed} names={outcome.names} ownId={ownId} /> : null}
      {outcome.kind === 'read' ? (
        <TuplesTable
          tuples={outcome.tuples}
          names={outcome.names}
          hasMore={Boolean(outcome.continuationToken)}
          loadingMore={tools.pending === 'more'}
          onLoadMore={() => void tools.loadMore()}
        />
      ) : null}
    </>
  );
}
