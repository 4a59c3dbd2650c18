import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RenderedNotification } from '@schema/notifications/render';

/** The live preview: the subject as text, the sanitized body as HTML, and the placeholders not understood. */
export function NotificationPreview({ rendered }: { rendered: RenderedNotification }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="notification-preview-heading" sx={{ p: 2 }}>
      <Typography id="notification-preview-heading" variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        With sample data: each answer shows its question's title.
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} aria-label="Preview subject">
        {rendered.subject || '(no subject)'}
      </Typography>
      {/* The body went through DOMPurify (sanitizeInBrowser) with the server's options just before. */}
      {/* Layout containment keeps anything positioned inside the preview's box, should a style ever get through. */}
      <Box aria-label="Preview body" role="document" sx={{ overflowWrap: 'anywhere', contain: 'layout', '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: rendered.body }} />
      {rendered.problems.map((problem) => (
        <Alert key={`${problem.field}${problem.placeholder}`} severity="warning" sx={{ mt: 1 }}>
          {problem.message}
        </Alert>
      ))}
    </Paper>
  );
}
