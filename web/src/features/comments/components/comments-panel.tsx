import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormComments, type PanelComment } from '../api/form-comments';
import { threadsOf } from '../hooks/comment-list';
import { useCommentActions } from '../hooks/use-comment-actions';
import { usePendingFocus } from '../hooks/use-pending-focus';
import { CommentComposer, composerFieldId } from './comment-composer';
import { commentDomId } from './comment-item';
import { CommentThread, type ThreadControls } from './comment-thread';

const newCommentId = 'new-comment';

/** The delete question: a comment with replies stays as "Comment deleted", any other goes. */
function deleteText(comment: PanelComment | null) {
  return comment?.replyCount
    ? 'Its text goes; its replies stay, under "Comment deleted". This cannot be undone.'
    : 'The comment will be removed. This cannot be undone.';
}

/**
 * The Comments panel of a form: a field to comment (when the caller may comment in the form's status), then the
 * threads newest first, each with its replies oldest first, a page at a time. Reply, edit and delete (after a
 * question) are offered where the caller may; the focus follows each of them.
 */
export function CommentsPanel({ formId, campusCode, canComment: canCommentAtFirst }: { formId: string; campusCode: string; canComment: boolean }) {
  const comments = useFormComments(formId);
  const focusLater = usePendingFocus();
  const actions = useCommentActions(formId, focusLater, composerFieldId(newCommentId));
  const [editingId, setEditing] = useState<string | null>(null);
  const [replyingTo, setReplying] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PanelComment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = comments.page;
  const listed = page?.comments ?? [];
  const canComment = page?.canComment ?? canCommentAtFirst;

  const controls: ThreadControls = {
    canComment,
    campusCode,
    now: Date.now(),
    editingId,
    replyingTo,
    setEditing: (id) => {
      setEditing(id);
      setReplying(null);
    },
    setReplying: (id) => {
      setReplying(id);
      setEditing(null);
    },
    askDelete: (comment) => {
      setDeleteProblem(null);
      setDeleting(comment);
    },
    add: (composed, parentId) => actions.addComment(composed, parentId),
    save: (comment, composed) => actions.editComment(comment, composed),
    focusLater,
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const problem = await actions.deleteComment(deleting, listed);
    setDeleteBusy(false);
    setDeleteProblem(problem);
    if (!problem) setDeleting(null);
  };

  // The button may go with the last page: the focus moves to the first comment it brought.
  const showOlder = async () => {
    setLoadingMore(true);
    try {
      const more = await comments.loadMore();
      const next = more && 'data' in more ? more.data?.formComments.comments[0] : undefined;
      if (next) focusLater(commentDomId(next.id));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {canComment ? (
        <CommentComposer id={newCommentId} label="Add a comment" submitLabel="Post comment" campusCode={campusCode} onSubmit={(composed) => actions.addComment(composed)} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>You can read the comments, but not comment on this form in its current status.</Typography>
      )}
      {comments.error && !page ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void comments.refetch()}>
              Retry
            </Button>
          }
        >
          The comments could not be loaded.
        </Alert>
      ) : null}
      {comments.loading && !page ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Loading comments" size={32} />
        </Box>
      ) : null}
      {page && listed.length === 0 ? <Typography>No comments yet.</Typography> : null}
      {listed.length ? (
        <Box component="ul" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0, borderBottom: 1, borderColor: 'divider' }}>
          {threadsOf(listed).map((thread) => (
            <CommentThread key={thread.opener?.id ?? thread.replies[0]!.id} thread={thread} controls={controls} />
          ))}
        </Box>
      ) : null}
      {comments.nextCursor ? (
        <Button onClick={() => void showOlder()} disabled={loadingMore} sx={{ alignSelf: 'flex-start' }}>
          {loadingMore ? 'Loading...' : 'Show older comments'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this comment?"
        text={deleteProblem ?? deleteText(deleting)}
        confirmLabel="Delete"
        busy={deleteBusy}
        focusCancel
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          if (deleting) focusLater(`${commentDomId(deleting.id)}-delete`);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
