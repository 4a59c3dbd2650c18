import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorsWithCode } from '@/lib/errors/error-codes';
import { useCreateProgramMutation } from '../api/create-program';
import { useCampusDomains } from '../api/campus-domains';

/** A program name is 1 to 100 characters. */
export const maxProgramNameLength = 100;

/** What a failed create says: CONFLICT and BAD_USER_INPUT in the API's words, else the internal error. */
function createErrorMessage(error: unknown): string {
  return errorsWithCode(error, 'CONFLICT')[0]?.message ?? errorsWithCode(error, 'BAD_USER_INPUT')[0]?.message ?? 'Internal error occurred.';
}

/** The New Program panel's form: name, domain (one of the campus's, useCampusDomains) and an optional description. */
export function NewProgramForm({ campusCode, onCreated, onCancel }: { campusCode: string; onCreated(programId: string): void; onCancel(): void }) {
  const { domains, loading: domainsLoading } = useCampusDomains(campusCode);
  const [createProgram, creation] = useCreateProgramMutation();
  const [name, setName] = useState('');
  const [domainId, setDomainId] = useState('');
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; domainId?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);


  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const trimmed = name.trim();
    const errors = {
      name: trimmed.length === 0 ? 'A program name is required' : trimmed.length > maxProgramNameLength ? `A program name is at most ${maxProgramNameLength} characters` : undefined,
      domainId: domainId === '' ? 'Choose a domain' : undefined,
    };
    setFieldErrors(errors);
    if (errors.name || errors.domainId) return;
    try {
      const result = await createProgram({ variables: { input: { campusCode, domainId, name: trimmed, description: description.trim() || null } } });
      const created = result.data?.createProgram;
      if (created) onCreated(created.id);
    } catch (error) {
      setServerError(createErrorMessage(error));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name ?? `1 to ${maxProgramNameLength} characters`}
        required
        fullWidth
        autoFocus
      />
      <TextField
        select
        label="Domain"
        value={domainId}
        onChange={(event) => setDomainId(event.target.value)}
        error={Boolean(fieldErrors.domainId)}
        helperText={fieldErrors.domainId}
        required
        fullWidth
        disabled={domainsLoading}
      >
        {domains.map((domain) => (
          <MenuItem key={domain.id} value={domain.id}>
            {domain.name}
          </MenuItem>
        ))}
      </TextField>
      {!domainsLoading && domains.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -2 }}>
          No domains found: the domains offered are those of the campus&apos;s programs.
        </Typography>
      ) : null}
      <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={3} fullWidth />
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        <Button onClick={onCancel} disabled={creation.loading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={creation.loading}>
          {creation.loading ? 'Creating…' : 'Create'}
        </Button>
      </Box>
    </Box>
  );
}
