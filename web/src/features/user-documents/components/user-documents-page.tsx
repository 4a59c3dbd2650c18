import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { PageLoading } from '@/components/page-loading';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useCursorPageParams, useRememberNextCursor } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProgramUserDocuments } from '../api/program-user-documents';
import { usePinnedPanel } from '../hooks/pinned-panel';
import { selectedDocumentId } from '../hooks/selected-document';
import { UserDocumentList } from './user-document-list';
import { PanelPaging, UserDocumentsPanel } from './user-documents-panel';

/** The address parameter naming the shown document. */
const documentParam = 'document';

function EmptyState({ text, tone = 'info' }: { text: string; tone?: 'info' | 'error' }) {
  return tone === 'error' ? (
    <Alert severity="error">{text}</Alert>
  ) : (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Paper>
  );
}

/**
 * The user documents page (spec: end-user area, user documents page): the user's documents in a left panel (pinned
 * by default, the choice kept in local storage), one the viewer may not see in its status greyed out with its
 * tooltip, and the chosen document (the first viewable one unless the address names another) shown beside it by
 * `renderDocument`.
 */
export function UserDocumentsPage({
  programId,
  userId,
  renderDocument,
  onUserName,
}: {
  programId: string;
  userId: string;
  renderDocument(formId: string): ReactNode;
  /** Told the user's first and last name once known (the breadcrumb shows it). */
  onUserName?(userId: string, name: string): void;
}) {
  const paging = useCursorPageParams();
  const [params, setParams] = useSearchParams();
  const [pinned, setPinned] = usePinnedPanel();
  const { data, previousData, loading, error } = useProgramUserDocuments(programId, userId, paging);
  const answer = (data ?? previousData)?.programUserDocuments;
  useRememberNextCursor(paging, answer?.meta);
  const name = answer ? `${answer.user.firstName ?? ''} ${answer.user.lastName ?? ''}`.trim() || answer.user.userId : 'User documents';
  useDocumentTitle(name);
  useEffect(() => {
    if (answer) onUserName?.(answer.user.userId, name);
  }, [answer, name, onUserName]);

  if (!userId) return <EmptyState text="No User Selected" />;
  if (loading && !answer) return <PageLoading />;
  // Not a program admin, or the flag is off: the access-denied or not-found page, not an empty list.
  if (error && !answer && (hasErrorCode(error, 'FORBIDDEN') || hasErrorCode(error, 'NOT_FOUND'))) return <QueryErrorPage error={error} />;
  const docs = answer?.docs ?? [];
  const selected = selectedDocumentId(docs, params.get(documentParam));
  const select = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(documentParam, id);
      return next;
    });

  const list = error ? (
    <Box sx={{ p: 2 }}>
      <EmptyState text="Error loading documents." tone="error" />
    </Box>
  ) : docs.length === 0 ? (
    <Typography sx={{ p: 2, color: 'text.secondary' }}>No documents found for this user.</Typography>
  ) : (
    <>
      <UserDocumentList docs={docs} selectedId={selected} onSelect={select} />
      <PanelPaging page={paging.page} size={paging.size} total={answer?.meta.total ?? 0} hasNext={Boolean(answer?.meta.nextCursor)} onPage={paging.setPage} />
    </>
  );

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2, overflowWrap: 'break-word' }}>
        {name}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'stretch' }}>
        <UserDocumentsPanel pinned={pinned} onPinnedChange={setPinned}>
          {list}
        </UserDocumentsPanel>
        <Box component="section" aria-label="Selected document" sx={{ flex: 1, minWidth: 0 }}>
          {error ? <EmptyState text="Error loading documents." tone="error" /> : selected ? <Box key={selected}>{renderDocument(selected)}</Box> : <EmptyState text="No Document Selected" />}
        </Box>
      </Box>
    </Box>
  );
}
