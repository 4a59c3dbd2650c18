import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { SidePanel } from '@/components/side-panel';
import { useFormCommentSummary } from '../api/form-comment-summary';
import { CommentsPanel } from './comments-panel';

/**
 * A form's comments, for its header: a Comments button (with how many there are) that opens the side panel titled
 * Comments, full width on phones. Nothing shows while the form's template does not allow comments, or for someone
 * the summary refuses. The app composes it into the form pages of signed-in users (never a public form's).
 */
export function FormComments({ formId }: { formId: string }) {
  const summary = useFormCommentSummary(formId);
  const [open, setOpen] = useState(false);
  const facts = summary.data?.formCommentSummary;
  if (!facts?.allowComments) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ChatBubbleOutlineIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {facts.total ? `Comments (${facts.total})` : 'Comments'}
      </Button>
      <SidePanel open={open} title="Comments" onClose={() => setOpen(false)}>
        {open ? <CommentsPanel formId={formId} campusCode={facts.campusCode} canComment={facts.canComment} /> : null}
      </SidePanel>
    </>
  );
}
