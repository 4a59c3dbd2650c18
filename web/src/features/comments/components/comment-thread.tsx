import Box from '@mui/material/Box';
import type { PanelComment } from '../api/form-comments';
import type { Thread } from '../hooks/comment-list';
import { CommentComposer, type ComposedComment } from './comment-composer';
import { CommentItem, commentDomId, type CommentActions } from './comment-item';

/** What a thread needs from the panel: who may do what, which comment is being edited or replied to, and the writes. */
export interface ThreadControls {
  canComment: boolean;
  campusCode: string;
  now: number;
  editingId: string | null;
  replyingTo: string | null;
  setEditing(commentId: string | null): void;
  setReplying(commentId: string | null): void;
  askDelete(comment: PanelComment): void;
  add(composed: ComposedComment, parentId: string): Promise<string | null>;
  save(comment: PanelComment, composed: ComposedComment): Promise<string | null>;
  focusLater(id: string): void;
}

/** The DOM id of a comment's action button (where the focus goes back after a cancel). */
export const actionButtonId = (commentId: string, action: 'reply' | 'edit') => `${commentDomId(commentId)}-${action}`;

function actionsOf(comment: PanelComment, controls: ThreadControls): CommentActions {
  if (comment.deleted || !controls.canComment) return {};
  return {
    ...(comment.parentId ? {} : { onReply: () => controls.setReplying(comment.id) }),
    ...(comment.mine ? { onEdit: () => controls.setEditing(comment.id), onDelete: () => controls.askDelete(comment) } : {}),
  };
}

function ThreadComment({ comment, controls }: { comment: PanelComment; controls: ThreadControls }) {
  const editing = controls.editingId === comment.id;
  const stopEditing = () => {
    controls.setEditing(null);
    controls.focusLater(actionButtonId(comment.id, 'edit'));
  };
  const editor = editing ? (
    <CommentComposer
      id={`edit-${comment.id}`}
      label="Edit comment"
      submitLabel="Save"
      campusCode={controls.campusCode}
      initial={{ body: comment.body ?? '', mentions: comment.mentions }}
      autoFocus
      onCancel={stopEditing}
      onSubmit={async (composed) => {
        const problem = await controls.save(comment, composed);
        if (!problem) controls.setEditing(null);
        return problem;
      }}
    />
  ) : undefined;
  return <CommentItem comment={comment} actions={actionsOf(comment, controls)} editor={editor} now={controls.now} />;
}

/** A thread: its opening comment, its replies (indented), and the reply field while the caller replies. */
export function CommentThread({ thread, controls }: { thread: Thread<PanelComment>; controls: ThreadControls }) {
  const opener = thread.opener;
  const replying = opener !== null && controls.replyingTo === opener.id;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider' }}>
      {opener ? <ThreadComment comment={opener} controls={controls} /> : null}
      {thread.replies.length ? (
        <Box component="ul" aria-label={opener && !opener.deleted ? `Replies to ${opener.author.name}` : 'Replies'} sx={{ listStyle: 'none', m: 0, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <ThreadComment comment={reply} controls={controls} />
            </li>
          ))}
        </Box>
      ) : null}
      {replying ? (
        <Box sx={{ pl: 2, pb: 2 }}>
          <CommentComposer
            id={`reply-${opener.id}`}
            label={`Reply to ${opener.author.name}`}
            submitLabel="Post reply"
            campusCode={controls.campusCode}
            autoFocus
            onCancel={() => {
              controls.setReplying(null);
              controls.focusLater(actionButtonId(opener.id, 'reply'));
            }}
            onSubmit={async (composed) => {
              const problem = await controls.add(composed, opener.id);
              if (!problem) controls.setReplying(null);
              return problem;
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
