import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
// Through FormIdTime's module, which every first page loads with the helper: imported alone, the helper would be split
// into a chunk of its own on the first route (tests/infra/web-first-route.test.ts).
import { formatRelativeTime } from '@/components/form-id-time';
import type { PanelComment } from '../api/form-comments';
import { CommentBody } from './comment-body';

/** The DOM id of a comment's article: where the focus lands after an action on it. */
export const commentDomId = (commentId: string) => `comment-${commentId}`;

/** What the caller may do to a comment now. */
export interface CommentActions {
  onReply?(): void;
  onEdit?(): void;
  onDelete?(): void;
}

/**
 * One comment: author, how long ago (the full date on hover), "edited", its text with mentions, and the actions the
 * caller may take. A deleted comment (kept for its replies) says only "Comment deleted". `editor` takes the text's
 * place while the comment is edited.
 */
export function CommentItem({ comment, actions, editor, now }: { comment: PanelComment; actions: CommentActions; editor?: ReactNode; now: number }) {
  const authorId = `${commentDomId(comment.id)}-author`;
  return (
    <Box component="article" id={commentDomId(comment.id)} tabIndex={-1} aria-labelledby={authorId} sx={{ py: 1.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      {comment.deleted ? (
        <Typography id={authorId} sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          Comment deleted
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Typography id={authorId} component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {comment.author.name}
            </Typography>
            <Typography variant="body2" component="time" dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)} sx={{ color: 'text.secondary' }}>
              {formatRelativeTime(comment.createdAt, now)}
            </Typography>
            {comment.editedAt ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                (edited)
              </Typography>
            ) : null}
          </Box>
          {editor ?? <CommentBody body={comment.body ?? ''} mentions={comment.mentions} />}
          {editor || !(actions.onReply || actions.onEdit || actions.onDelete) ? null : (
            <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, ml: -1, flexWrap: 'wrap' }}>
              {actions.onReply ? (
                <Button size="small" id={`${commentDomId(comment.id)}-reply`} onClick={actions.onReply}>
                  Reply
                </Button>
              ) : null}
              {actions.onEdit ? (
                <Button size="small" id={`${commentDomId(comment.id)}-edit`} onClick={actions.onEdit}>
                  Edit
                </Button>
              ) : null}
              {actions.onDelete ? (
                <Button size="small" color="error" id={`${commentDomId(comment.id)}-delete`} onClick={actions.onDelete}>
                  Delete
                </Button>
              ) : null}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
