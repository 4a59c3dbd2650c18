import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { PublishTemplateMutation } from '@/gql/graphql';
import { usePublishTemplateMutation } from '../api/publish-template';

type PublishCheck = PublishTemplateMutation['publishTemplate'];

interface PublishDialogProps {
  templateId: string;
  open: boolean;
  /** The name of a page or element, for the problems list. */
  labelOf: (elementId: string) => string;
  onClose: () => void;
  onPublished: () => void;
}

/** Publish: checks the draft first (confirm false), lists its problems or its changes, then publishes on confirm. */
export function PublishDialog({ templateId, open, labelOf, onClose, onPublished }: PublishDialogProps) {
  const [publish, { loading }] = usePublishTemplateMutation();
  const [check, setCheck] = useState<PublishCheck | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCheck(null);
    setFailed(false);
    publish({ variables: { input: { templateId, confirm: false } } })
      .then((result) => setCheck(result.data?.publishTemplate ?? null))
      .catch(() => setFailed(true));
  }, [open, publish, templateId]);
  const confirm = async () => {
    try {
      const result = await publish({ variables: { input: { templateId, confirm: true } } });
      const answer = result.data?.publishTemplate ?? null;
      setCheck(answer);
      if (answer?.published) onPublished();
    } catch {
      setFailed(true);
    }
  };
  const problems = check?.problems ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-dialog-title">
      <DialogTitle id="publish-dialog-title">Publish template</DialogTitle>
      <DialogContent>
        {failed ? <Alert severity="error">The template could not be checked or published. Please try again.</Alert> : null}
        {!check && !failed ? <CircularProgress aria-label="Checking the template" /> : null}
        {check && problems.length > 0 ? (
          <>
            <Alert severity="error" sx={{ mb: 1 }}>
              Fix these problems before publishing.
            </Alert>
            <List dense aria-label="Problems">
              {problems.map((problem, index) => (
                <ListItem key={`${problem.code}-${problem.elementId}-${index}`} disableGutters>
                  <ListItemText primary={labelOf(problem.elementId)} secondary={problem.message} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
        {check && problems.length === 0 ? (
          <>
            <Typography sx={{ mb: 1 }}>
              {check.changes.length === 0 ? 'No changes against the published version.' : 'Changes against the published version:'}
            </Typography>
            <List dense aria-label="Changes">
              {check.changes.map((change, index) => (
                <ListItem key={`${change.type}-${change.elementId}-${index}`} disableGutters>
                  <ListItemText primary={change.summary} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={loading || !check || problems.length > 0}>
          Publish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
