import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PlaceholderQuestion } from '../hooks/use-live-preview';

/** The fixed placeholders, as the chips name them. */
export const placeholderChips = [
  { label: 'Form name', token: '{{form.name}}' },
  { label: 'Form ID', token: '{{form.autoId}}' },
  { label: 'Status', token: '{{form.status}}' },
  { label: 'Form link', token: '{{form.link}}' },
  { label: "Owner's first name", token: '{{owner.firstName}}' },
  { label: 'Previous status', token: '{{workflow.previousStatus}}' },
  { label: 'Workflow event', token: '{{workflow.event}}' },
] as const;

/** Chips inserting a placeholder where the cursor is (in the subject or body last focused), and an answer picker. */
export function PlaceholderChips({ questions, target, onInsert }: { questions: readonly PlaceholderQuestion[]; target: 'subject' | 'body'; onInsert: (token: string) => void }) {
  return (
    <Stack sx={{ gap: 1 }} role="group" aria-label="Placeholders">
      <Typography variant="body2" color="text.secondary">
        Insert into the {target}:
      </Typography>
      <Stack sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 1 }}>
        {placeholderChips.map((chip) => (
          <Chip key={chip.token} label={chip.label} size="small" variant="outlined" onClick={() => onInsert(chip.token)} aria-label={`Insert ${chip.label}`} />
        ))}
      </Stack>
      {questions.length > 0 && (
        <TextField select size="small" label="Insert an answer" value="" onChange={(event) => onInsert(`{{answers.${event.target.value}}}`)} sx={{ maxWidth: 360 }}>
          {questions.map((question) => (
            <MenuItem key={question.id} value={question.id}>
              {question.title || question.id}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
