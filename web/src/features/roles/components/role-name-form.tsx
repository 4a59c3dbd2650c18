import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkRoleName, maxRoleNameLength } from '@schema/roles/role-name';
import { useState, type FormEvent } from 'react';

/**
 * The role name form of the create and rename panels: 1 to 50 characters, checked before sending with the
 * spec's message; `onSave` answers the server's refusal to show, or null once saved.
 */
export function RoleNameForm({ initialName, submitLabel, onSave, onCancel }: { initialName: string; submitLabel: string; onSave(name: string): Promise<string | null>; onCancel(): void }) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const checked = checkRoleName(name);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    setSaving(true);
    const refusal = await onSave(checked.name);
    setSaving(false);
    if (refusal) setServerError(refusal);
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Role name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? `1 to ${maxRoleNameLength} characters`}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: maxRoleNameLength + 10 } }}
      />
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
