import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { TupleField } from '../hooks/input-errors';
import type { TupleQuestion } from '../hooks/use-tuple-tools';

/** The fields and their hints; the user's hint names a real id, the signed-in user's own. */
const fieldsFor = (ownId: string): Array<{ name: TupleField; label: string; hint: string; wide?: boolean }> => [
  { name: 'user', label: 'User', hint: `type:id, like ${ownId} (you) or role:{role id}#member` },
  { name: 'relation', label: 'Relationship', hint: 'a relation, like can_view_studio' },
  { name: 'object', label: 'Object', hint: 'type:id, like global:platform, or type: with a user' },
  { name: 'context', label: 'Context (optional)', hint: 'Check only: JSON for conditions, like {"status":"submitted"} for a form', wide: true },
];

/** The inputs of Read and Check: user, relationship and object, each showing what the API refused in it. */
export function TupleForm({
  ownId,
  busy,
  errors,
  onRead,
  onCheck,
}: {
  /** The signed-in user's id (user:...), a real example for the hint. */
  ownId: string;
  busy: boolean;
  errors: Partial<Record<TupleField, string>>;
  onRead(question: TupleQuestion): void;
  onCheck(question: TupleQuestion): void;
}) {
  const [question, setQuestion] = useState<TupleQuestion>({ user: '', relation: '', object: '', context: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    onCheck(question);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Read and Check tuples">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {fieldsFor(ownId).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={question[field.name]}
            onChange={(event) => setQuestion({ ...question, [field.name]: event.target.value })}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? field.hint}
            autoComplete="off"
            spellCheck={false}
            fullWidth
            sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Check
        </Button>
        <Button type="button" variant="outlined" disabled={busy} onClick={() => onRead(question)}>
          Read
        </Button>
      </Box>
    </Box>
  );
}
