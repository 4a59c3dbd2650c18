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
import { initialListing, listingChange, type ListableTemplate, type StaffListing } from '../hooks/staff-listing';
import { StaffListingFields } from './staff-listing-fields';

type PublishCheck = PublishTemplateMutation['publishTemplate'];

interface PublishDialogProps {
  template: ListableTemplate & { id: string };
  open: boolean;
  /** The name of a page or element, for the problems list. */
  labelOf: (elementId: string) => string;
  onClose: () => void;
  onPublished: () => void;
  /** Saves the listing switches the author changed before publishing; false when they could not be saved. */
  saveListing: (change: Partial<StaffListing>) => Promise<boolean>;
  /** After the dialog has gone: once published, the builder moves the focus itself (Publish is gone). */
  onExited?: () => void;
}

/**
 * Publish: checks the draft first (confirm false), lists its problems or its changes and where staff will find
 * the template (switches on for a first publish), then saves the switches the author moved and publishes.
 */
export function PublishDialog({ template, open, labelOf, onClose, onPublished, saveListing, onExited }: PublishDialogProps) {
  const templateId = template.id;
  const [publish, { loading }] = usePublishTemplateMutation();
  const [check, setCheck] = useState<PublishCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const [listing, setListing] = useState<StaffListing>(() => initialListing(template));
  const [savingListing, setSavingListing] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCheck(null);
    setFailed(false);
    // The switches start from the template as it is when the dialog opens, not as it was on the last open.
    setListing(initialListing(template));
    publish({ variables: { input: { templateId, confirm: false } } })
      .then((result) => setCheck(result.data?.publishTemplate ?? null))
      .catch(() => setFailed(true));
    // Only opening the dialog starts a check; later renders of the same template do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, publish, templateId]);
  const confirm = async () => {
    const change = listingChange(template, listing);
    if (change) {
      setSavingListing(true);
      const saved = await saveListing(change);
      setSavingListing(false);
      if (!saved) return;
    }
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
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="publish-dialog-title"
      // Published: the Publish button it would return to is gone; the builder focuses Start Draft.
      disableRestoreFocus={check?.published === true}
      slotProps={{ transition: { onExited } }}
    >
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
            {template.isSubform ? null : <StaffListingFields value={listing} disabled={loading || savingListing} onChange={setListing} />}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={loading || savingListing || !check || problems.length > 0}>
          Publish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
