import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { flagStateWords, isOnForEveryone } from '@schema/flags/flag-toggle';
import { SidePanel } from '@/components/side-panel';
import type { FlagSetting } from '../api/use-feature-flag-settings';
import type { FlagChangeController } from '../hooks/use-flag-change';
import { FlagHistory } from './flag-history';

/** The alert after someone else's change beat ours: the state shown is theirs, to decide again on. */
function ConflictAlert({ flag, onClose }: { flag: FlagSetting; onClose(): void }) {
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 2 }}>
      Someone else changed {flag.key} while you were deciding. Its current state is shown: {flagStateWords(flag)}. Switch it again if you still want
      to.
    </Alert>
  );
}

/** One flag: switch it for everyone or for one campus (each change confirmed), and its audit trail. */
export function FlagPanel({ flag, onClose, change }: { flag: FlagSetting | null; onClose(): void; change: FlagChangeController }) {
  const id = useId();
  return (
    <SidePanel open={flag !== null} title={flag?.key ?? 'Flag'} onClose={onClose}>
      {flag ? (
        <>
          {change.conflictKey === flag.key ? <ConflictAlert flag={flag} onClose={change.dismissConflict} /> : null}
          <Typography sx={{ mb: 1 }}>{flag.description ?? 'No description.'}</Typography>
          {flag.known ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              The product does not read this flag: it is only stored.
            </Alert>
          )}
          <Typography sx={{ mb: 2 }} aria-live="polite">
            Now: <strong>{flagStateWords(flag)}</strong>
          </Typography>
          <FormControlLabel
            control={<Switch checked={isOnForEveryone(flag)} disabled={change.busy} onChange={(event) => change.request(flag, { kind: 'everyone' }, event.target.checked)} />}
            label="On for everyone"
          />
          <Typography variant="h3" id={`${id}-campuses`} sx={{ mt: 3, mb: 1 }}>
            Campuses
          </Typography>
          <FormGroup aria-labelledby={`${id}-campuses`}>
            {flag.campuses.map((campus) => (
              <FormControlLabel
                key={campus.campusCode}
                control={
                  <Switch
                    checked={campus.enabled}
                    disabled={change.busy}
                    onChange={(event) => change.request(flag, { kind: 'campus', campusCode: campus.campusCode }, event.target.checked)}
                  />
                }
                label={`${campus.campusName} (${campus.campusCode})`}
              />
            ))}
          </FormGroup>
          {flag.userIds.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              Also on for these people, whatever their campus: {flag.userIds.join(', ')}. Switching a campus keeps them; switching everyone on or
              off clears them.
            </Typography>
          ) : null}
          <Typography variant="h3" id={`${id}-history`} sx={{ mt: 3, mb: 1 }}>
            History
          </Typography>
          <Box>
            <FlagHistory flagKey={flag.key} headingId={`${id}-history`} />
          </Box>
        </>
      ) : null}
    </SidePanel>
  );
}
