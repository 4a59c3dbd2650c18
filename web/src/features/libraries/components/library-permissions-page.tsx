import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoading } from '@/components/page-loading';
import { SidePanel } from '@/components/side-panel';
import { libraryAccessWords } from '@schema/libraries/library-grants';
import { useLibraryGrants, type LibraryGrantView } from '../api/library-grants';
import { revokeQuestion } from '../hooks/grant-words';
import { useGrantActions } from '../hooks/use-grant-actions';
import { GrantAccessForm } from './grant-access-form';
import { grantKey, LibraryGrantsTable } from './library-grants-table';
import type { LibrarySchema } from './library-frame';

/**
 * `/studio/global/library/{libraryId}/permissions` (the library's admins): who administers, edits and views the
 * library through grants of its own, Grant access (a right side panel that closes once granted, the focus then on
 * the new row) and Revoke (after confirmation, the focus then on the list's heading).
 */
export function LibraryPermissionsPage({ library }: { library: LibrarySchema }) {
  const list = useLibraryGrants(library.id);
  const actions = useGrantActions();
  // Each opening starts a fresh form; the form stays while the panel slides shut.
  const [panel, setPanel] = useState({ open: false, form: 0 });
  const [revoking, setRevoking] = useState<{ grant: LibraryGrantView; open: boolean } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  const rowRef = (key: string) => (row: HTMLTableRowElement | null) => {
    if (row) rows.current.set(key, row);
    else rows.current.delete(key);
  };

  // After a revocation the dialog has given the focus back to a button whose row is gone: the heading takes it.
  useEffect(() => {
    if (focusTarget !== 'heading' || revoking?.open) return;
    headingRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget, revoking?.open]);

  const close = () => setPanel((state) => ({ ...state, open: false }));
  // Once the panel has slid shut, the new grant's row (or, on a later page, the heading) takes the focus.
  const afterPanel = () => {
    if (!focusTarget) return;
    (rows.current.get(focusTarget) ?? headingRef.current)?.focus();
    setFocusTarget(null);
  };

  async function confirmRevoke() {
    if (!revoking) return;
    const message = await actions.revoke(revoking.grant);
    // A refusal (the last person administering it) is said on the page; the focus goes back to the row's Revoke.
    setRefusal(message);
    if (!message) setFocusTarget('heading');
    setRevoking({ ...revoking, open: false });
  }

  const revokeAccess = revoking ? libraryAccessWords[revoking.grant.access].label.toLowerCase() : '';

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ mb: 1, '&:focus': { outline: 'none' } }}>
            Who has access
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Admins change the fields and settings and manage who has access; editors add, change and import items; viewers read the library and find its
            items in forms. Library managers and global administrators administer every library.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<PersonAddOutlinedIcon />}
          onClick={() => {
            setRefusal(null);
            setPanel({ open: true, form: panel.form + 1 });
          }}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Grant access
        </Button>
      </Stack>
      {list.error && !list.grants ? <Alert severity="error">Who has access could not be loaded.</Alert> : null}
      {refusal ? (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      {list.grants ? (
        <LibraryGrantsTable grants={list.grants} rowRef={rowRef} onRevoke={(grant) => setRevoking({ grant, open: true })} />
      ) : list.loading ? (
        <PageLoading />
      ) : null}
      {list.nextCursor ? (
        <Button onClick={() => void list.loadMore()} disabled={list.loading} sx={{ mt: 2 }}>
          Show more
        </Button>
      ) : null}
      <SidePanel open={panel.open} title="Grant access" onClose={close} onExited={afterPanel}>
        {panel.form > 0 ? (
          <GrantAccessForm
            key={panel.form}
            libraryId={library.id}
            published={library.status === 'PUBLISHED'}
            onSave={async (input) => {
              const outcome = await actions.grant(input);
              if (!outcome.ok) return outcome.message;
              setFocusTarget(grantKey(outcome.grant));
              close();
              return null;
            }}
            onCancel={close}
          />
        ) : null}
      </SidePanel>
      <ConfirmDialog
        open={revoking?.open ?? false}
        title={`Revoke ${revokeAccess} access?`}
        text={revoking ? revokeQuestion(revoking.grant.grantee, revoking.grant.access, library.objectName) : ''}
        confirmLabel="Revoke"
        busy={actions.revoking}
        focusCancel
        onConfirm={() => void confirmRevoke()}
        onClose={() => revoking && setRevoking({ ...revoking, open: false })}
      />
    </Box>
  );
}
