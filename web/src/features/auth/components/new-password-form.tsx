import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { meetsPasswordPolicy, passwordPolicyMessage } from '@schema/auth/password-policy';
import { submitNewPassword } from '../api/new-password';

/** Why the new password cannot be sent yet, checked as the auth service will (the user pool's policy). */
function problemOf(password: string, confirmation: string): { field: 'password' | 'confirmation'; text: string } | null {
  if (!meetsPasswordPolicy(password)) return { field: 'password', text: 'This password does not meet the rules.' };
  if (password !== confirmation) return { field: 'confirmation', text: 'The two passwords are not the same.' };
  return null;
}

/**
 * The sign-in's second step for a user whose temporary password must be replaced (Cognito's
 * NEW_PASSWORD_REQUIRED): the rules, the new password twice, and the answer. `onSignedIn` runs once the session
 * cookie is set; `onStartOver` when the challenge has gone, with the message to show on the sign-in form.
 */
export function NewPasswordForm({ prompt, onSignedIn, onStartOver }: { prompt: string; onSignedIn: () => Promise<void>; onStartOver: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const problem = touched ? problemOf(password, confirmation) : null;
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    const found = problemOf(password, confirmation);
    if (found) {
      // Focus follows the refusal: the field to correct, whose description says why.
      (found.field === 'password' ? passwordInput : confirmationInput).current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await submitNewPassword(password);
    if (result.ok) {
      await onSignedIn();
      return;
    }
    setSubmitting(false);
    if (result.startOver) onStartOver(result.message);
    else setError(result.message);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="new-password-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="new-password-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Choose a new password
      </Typography>
      <Typography color="text.secondary">{prompt}</Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        inputRef={passwordInput}
        error={problem?.field === 'password'}
        helperText={problem?.field === 'password' ? `${problem.text} ${passwordPolicyMessage}` : passwordPolicyMessage}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="confirm-new-password"
        type="password"
        autoComplete="new-password"
        required
        inputRef={confirmationInput}
        error={problem?.field === 'confirmation'}
        helperText={problem?.field === 'confirmation' ? problem.text : undefined}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Setting password…' : 'Set password and sign in'}
      </Button>
    </Box>
  );
}
