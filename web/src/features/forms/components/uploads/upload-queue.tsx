import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingUpload } from './use-upload-list';

/** The files on their way: each with its progress bar, or why it failed (an alert the person dismisses). */
export function UploadQueue({ uploads, onDismiss }: { uploads: readonly PendingUpload[]; onDismiss: (id: string) => void }) {
  if (!uploads.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {uploads.map((upload) =>
        upload.error ? (
          <Alert key={upload.id} severity="error" onClose={() => onDismiss(upload.id)}>
            {upload.error}
          </Alert>
        ) : (
          <Box key={upload.id}>
            <Typography variant="body2">Uploading {upload.name}…</Typography>
            <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={`Uploading ${upload.name}`} />
          </Box>
        ),
      )}
    </Stack>
  );
}
