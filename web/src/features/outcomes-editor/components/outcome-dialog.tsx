import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CalculationKind } from '@/gql/graphql';
import { assessmentTypeLabels, assessmentTypes, calculationLabels, draftProblem, type EditorGroup, type OutcomeDraft } from '../hooks/outcome-draft';
import { conditionsComplete, ConditionsEditor, type ConditionChoices } from './conditions-editor';

function KindFields({ draft, set, group }: { draft: OutcomeDraft; set(change: Partial<OutcomeDraft>): void; group: EditorGroup }) {
  switch (draft.type) {
    case 'CALCULATED':
      return (
        <TextField select label="Calculation" value={draft.calculation} onChange={(event) => set({ calculation: event.target.value as CalculationKind })} helperText="Combines the values of the group's number outcomes that hold.">
          {Object.entries(calculationLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'NUMBER':
      return <TextField label="Value" type="number" required value={draft.value} onChange={(event) => set({ value: event.target.value })} />;
    case 'RISK':
      return (
        <TextField select label="Risk level" required value={group.riskLevels.some((level) => level.id === draft.riskLevel) ? draft.riskLevel : ''} onChange={(event) => set({ riskLevel: event.target.value })} helperText={group.riskLevels.length ? null : 'Add risk levels to the group first.'}>
          {group.riskLevels.map((level) => (
            <MenuItem key={level.id} value={level.id}>
              {level.level}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'SMART':
      return <TextField label="Prompt" required multiline minRows={2} value={draft.prompt} onChange={(event) => set({ prompt: event.target.value })} />;
    case 'TEXT':
      return <TextField label="Text" required multiline minRows={2} value={draft.text} onChange={(event) => set({ text: event.target.value })} />;
    case 'TRAINING':
      return (
        <>
          <TextField label="Course id" required value={draft.courseId} onChange={(event) => set({ courseId: event.target.value })} />
          <TextField label="Link" type="url" value={draft.link} onChange={(event) => set({ link: event.target.value })} helperText="An http(s) address of the training (optional)." />
        </>
      );
    default:
      return <Typography color="text.secondary">An acknowledgement needs no other fields.</Typography>;
  }
}

/** Adds or edits one outcome of a group: its kind and kind fields, its conditions and its target. */
export function OutcomeDialog({
  title,
  group,
  initial,
  choices,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  group: EditorGroup;
  initial: OutcomeDraft;
  choices: ConditionChoices;
  saving: boolean;
  onSave(draft: OutcomeDraft): void;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<OutcomeDraft>) => setDraft({ ...draft, ...change });
  const problem = draftProblem(draft) ?? (conditionsComplete(draft.conditions) ? null : 'Complete each condition (or remove it).');
  return (
    <Dialog open onClose={onClose} aria-labelledby="outcome-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="outcome-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField select label="Outcome type" value={draft.type} onChange={(event) => set({ type: event.target.value as OutcomeDraft['type'] })}>
            {assessmentTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {assessmentTypeLabels[type]}
              </MenuItem>
            ))}
          </TextField>
          <KindFields draft={draft} set={set} group={group} />
          <Typography component="h3" variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Conditions (all must hold)
          </Typography>
          <ConditionsEditor conditions={draft.conditions} onChange={(conditions) => set({ conditions })} choices={choices} />
          <Stack sx={{ flexDirection: 'row', gap: 2, flexWrap: 'wrap' }}>
            <TextField size="small" label="Target type" value={draft.targetType} onChange={(event) => set({ targetType: event.target.value })} helperText="Optional: what the outcome is about" />
            <TextField size="small" label="Target id" value={draft.targetId} onChange={(event) => set({ targetId: event.target.value })} />
          </Stack>
          {problem ? <Alert severity="info">{problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={Boolean(problem) || saving} onClick={() => onSave(draft)}>
          Save outcome
        </Button>
      </DialogActions>
    </Dialog>
  );
}
