import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '@/lib/auth/return-to';
import { useSession, useSessionStore } from '@/lib/auth/session-context';
import { PageLoading } from '@/components/page-loading';
import { useSignInOptions } from '@/lib/auth/sign-in-options';
import { NewPasswordForm } from './new-password-form';
import { SignInButtons } from './sign-in-buttons';

// Why the hosted sign-in sent the browser back here (functions/auth/routes/hosted-sign-in.ts).
const callbackErrors: Record<string, string> = {
  'incomplete-profile': 'This account has no campus. Ask your campus administrator to set it up.',
  inactive: 'This account is no longer active.',
};
const callbackError = (code: string | null) => (code ? (callbackErrors[code] ?? 'Sign-in did not complete. Please try again.') : null);

/**
 * The sign-in page: a button per campus single sign-on and the administrator sign-in where the deployment has a
 * hosted sign-in page (AWS), the username and password form where it has none (local); returns to `returnTo`.
 */
export function LoginPage() {
  const options = useSignInOptions();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(callbackError(params.get('error')));
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  // Set when the right temporary password was given: the page shows the new-password step with this prompt.
  const [newPasswordPrompt, setNewPasswordPrompt] = useState<string | null>(null);
  const usernameMissing = touched && !username.trim();
  const passwordMissing = touched && !password;

  if (session.status === 'unknown' || !options) return <PageLoading />;
  if (session.status === 'authenticated' && !submitting) return <Navigate to={returnTo} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setSubmitting(true);
    setError(null);
    const refusal = await store.signIn(username.trim(), password);
    setSubmitting(false);
    if (refusal?.newPasswordRequired) {
      setPassword('');
      setNewPasswordPrompt(refusal.message);
      return;
    }
    if (refusal) {
      setError(refusal.message);
      return;
    }
    navigate(returnTo, { replace: true });
  }

  async function signInAfterNewPassword() {
    setSubmitting(true);
    await store.refresh();
    navigate(returnTo, { replace: true });
  }

  function startOver(message: string) {
    setNewPasswordPrompt(null);
    setTouched(false);
    setError(message);
  }

  return (
    // The public layout is the page's <main>; this is its content.
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Use your campus account to continue.
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {options.providers.length ? <SignInButtons providers={options.providers} /> : null}
        {newPasswordPrompt ? (
          <NewPasswordForm prompt={newPasswordPrompt} onSignedIn={signInAfterNewPassword} onStartOver={startOver} />
        ) : options.passwordForm ? (
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoFocus
              required
              error={usernameMissing}
              helperText={usernameMissing ? 'Enter your username.' : undefined}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={passwordMissing}
              helperText={passwordMissing ? 'Enter your password.' : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Signing in…' : 'Sign in'}
            </Button>
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
