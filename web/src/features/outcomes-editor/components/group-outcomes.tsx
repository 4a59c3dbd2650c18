import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { draftOf, newOutcomeDraft, outcomeInput, outcomeSummary, type EditorGroup, type EditorOutcome, type OutcomeDraft } from '../hooks/outcome-draft';
import type { OutcomeSaves } from '../hooks/use-outcome-saves';
import { describeConditions, type ConditionChoices } from './conditions-editor';
import { OutcomeDialog } from './outcome-dialog';

/** When an outcome holds, in words. */
function whenItHolds(outcome: EditorOutcome, choices: ConditionChoices): string {
  const { conditions } = draftOf(outcome);
  return conditions.length === 0 ? 'Always holds' : `When ${describeConditions(conditions, choices)}`;
}

/** The outcomes of a group, each with Edit and Remove, and Add outcome. */
export function GroupOutcomes({ group, readOnly, saves, choices }: { group: EditorGroup; readOnly: boolean; saves: OutcomeSaves; choices: ConditionChoices }) {
  const [editing, setEditing] = useState<{ outcome: EditorOutcome | null; draft: OutcomeDraft } | null>(null);
  const save = async (draft: OutcomeDraft) => {
    const input = outcomeInput(draft);
    const saved = editing?.outcome ? await saves.updateOutcome(group, editing.outcome.id, input) : await saves.addOutcome(group, input);
    if (saved) setEditing(null);
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="h3" variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Outcomes
      </Typography>
      {group.outcomes.length === 0 ? <Typography color="text.secondary">No outcomes yet.</Typography> : null}
      <List dense disablePadding aria-label={`Outcomes of ${group.name}`}>
        {group.outcomes.map((outcome, index) => (
          <ListItem key={outcome.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 1 }}>
            <ListItemText primary={outcomeSummary(outcome, group)} secondary={whenItHolds(outcome, choices)} sx={{ flex: '1 1 240px' }} />
            {readOnly ? null : (
              <Stack sx={{ flexDirection: 'row', gap: 0.5 }}>
                <Button size="small" aria-label={`Edit outcome ${index + 1} of ${group.name}`} onClick={() => setEditing({ outcome, draft: draftOf(outcome) })}>
                  Edit
                </Button>
                <Button size="small" color="error" aria-label={`Remove outcome ${index + 1} of ${group.name}`} onClick={() => void saves.removeOutcome(group, outcome.id)}>
                  Remove
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
      {readOnly ? null : (
        <Button sx={{ alignSelf: 'flex-start' }} variant="outlined" onClick={() => setEditing({ outcome: null, draft: newOutcomeDraft(group) })}>
          Add outcome to {group.name}
        </Button>
      )}
      {editing ? (
        <OutcomeDialog
          title={editing.outcome ? `Edit outcome of ${group.name}` : `Add outcome to ${group.name}`}
          group={group}
          initial={editing.draft}
          choices={choices}
          saving={saves.saving}
          onSave={(draft) => void save(draft)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
