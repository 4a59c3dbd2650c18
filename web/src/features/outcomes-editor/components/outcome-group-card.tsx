import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { assessmentTypeLabels, type EditorGroup } from '../hooks/outcome-draft';
import type { OutcomeSaves } from '../hooks/use-outcome-saves';
import type { ConditionChoices } from './conditions-editor';
import { GroupOutcomes } from './group-outcomes';
import { RiskLevelsEditor } from './risk-levels-editor';
import { ScalesEditor } from './scales-editor';

function GroupName({ group, readOnly, saves }: { group: EditorGroup; readOnly: boolean; saves: OutcomeSaves }) {
  const [name, setName] = useState<string | null>(null);
  const headingId = `outcome-group-${group.id}`;
  if (name === null) {
    return (
      <Stack sx={{ flexDirection: 'row', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.25rem' }}>
          {group.name}
        </Typography>
        <Chip size="small" label={assessmentTypeLabels[group.type]} />
        {readOnly ? null : (
          <Button size="small" onClick={() => setName(group.name)} aria-label={`Rename ${group.name}`}>
            Rename
          </Button>
        )}
      </Stack>
    );
  }
  const save = async () => {
    if (await saves.updateGroup(group, { name: name.trim() })) setName(null);
  };
  return (
    <Stack component="form" onSubmit={(event) => { event.preventDefault(); void save(); }} sx={{ flexDirection: 'row', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField size="small" label="Group name" value={name} autoFocus onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="contained" disabled={!name.trim() || saves.saving}>
        Save name
      </Button>
      <Button onClick={() => setName(null)}>Cancel</Button>
    </Stack>
  );
}

/** One outcome group: its name and kind, risk levels, scales and outcomes, each saved at the group's version. */
export function OutcomeGroupCard({ group, readOnly, saves, choices }: { group: EditorGroup; readOnly: boolean; saves: OutcomeSaves; choices: ConditionChoices }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`outcome-group-${group.id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 2 }}>
        <Stack sx={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <GroupName key={`name-${group.version}`} group={group} readOnly={readOnly} saves={saves} />
          {readOnly ? null : (
            <Button color="error" onClick={() => setConfirming(true)}>
              Remove group
            </Button>
          )}
        </Stack>
        <GroupOutcomes group={group} readOnly={readOnly} saves={saves} choices={choices} />
        <Divider />
        <RiskLevelsEditor key={`levels-${group.version}`} group={group} readOnly={readOnly} onSave={(riskLevels) => saves.updateGroup(group, { riskLevels })} />
        <Divider />
        <ScalesEditor key={`scales-${group.version}`} group={group} readOnly={readOnly} onSave={(scales) => saves.updateGroup(group, { scales })} />
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`remove-${group.id}-title`}>
        <DialogTitle id={`remove-${group.id}-title`}>Remove outcome group</DialogTitle>
        <DialogContent>
          <DialogContentText>Remove {group.name} with its {group.outcomes.length} outcomes?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => { setConfirming(false); void saves.removeGroup(group); }}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
