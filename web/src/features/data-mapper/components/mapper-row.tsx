import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { MapperQuestion, MapperRowDraft } from '../hooks/mapper-draft';

interface MapperRowProps {
  row: MapperRowDraft;
  position: number;
  questions: readonly MapperQuestion[];
  fieldNames: readonly string[];
  problem?: string;
  questionRef?: Ref<HTMLInputElement>;
  onChange: (row: MapperRowDraft) => void;
  onRemove: () => void;
}

/** One mapping: a question, a library field, and its directions (pre-fill the question, update the field). */
export function MapperRow({ row, position, questions, fieldNames, problem, questionRef, onChange, onRemove }: MapperRowProps) {
  return (
    <Stack
      role="group"
      aria-label={`Row ${position}`}
      sx={{ flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'stretch', md: 'center' }, gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        select
        label={`Question (row ${position})`}
        value={row.questionId}
        onChange={(event) => onChange({ ...row, questionId: event.target.value })}
        inputRef={questionRef}
        error={Boolean(problem)}
        helperText={problem}
        sx={{ flex: 2, minWidth: 0 }}
        size="small"
      >
        {questions.map((question) => (
          <MenuItem key={question.id} value={question.id}>
            {question.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={`Library field (row ${position})`}
        value={row.fieldName}
        onChange={(event) => onChange({ ...row, fieldName: event.target.value })}
        sx={{ flex: 1.5, minWidth: 0 }}
        size="small"
      >
        {fieldNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Stack sx={{ flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Checkbox checked={row.prefill} onChange={(event) => onChange({ ...row, prefill: event.target.checked })} />} label="Pre-fill" />
        <FormControlLabel control={<Checkbox checked={row.update} onChange={(event) => onChange({ ...row, update: event.target.checked })} />} label="Update" />
        <IconButton aria-label={`Remove row ${position}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
