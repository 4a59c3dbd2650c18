import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { stateIdProblem, type Flow } from '../hooks/flow-edits';

/** Props of the status id field: the state, the flow it must stay unique in, and what Rename does. */
export interface StateIdFieldProps {
  id: string;
  flow: Flow;
  disabled: boolean;
  onRename: (next: string) => void;
}

/**
 * Edits a state's id, the form status it stands for. The new id applies on Rename (or Enter) once it is valid, and
 * every transition, else-guard and scheduled job that names the state follows it.
 */
export function StateIdField({ id, flow, disabled, onRename }: StateIdFieldProps) {
  const [text, setText] = useState(id);
  const next = text.trim();
  const problem = stateIdProblem(flow, id, next);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && next !== id) onRename(next);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Status id"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'The form status this state stands for, e.g. under_review'}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {!disabled && (
        <Button type="submit" variant="outlined" disabled={Boolean(problem) || next === id} sx={{ mt: 1 }}>
          Rename
        </Button>
      )}
    </Box>
  );
}
