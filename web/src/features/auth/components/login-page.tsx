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

/** The local sign-in page: username and password, posted to the auth service; returns to `returnTo`. */
export function LoginPage() {
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);
  const usernameMissing = touched && !username.trim();
  const passwordMissing = touched && !password;

  if (session.status === 'unknown') return <PageLoading />;
  if (session.status === 'authenticated' && !submitting) return <Navigate to={returnTo} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setSubmitting(true);
    setError(null);
    const message = await store.signIn(username.trim(), password);
    setSubmitting(false);
    if (message) {
      setError(message);
      return;
    }
    navigate(returnTo, { replace: true });
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Use your campus account to continue.
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
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
      </Paper>
    </Box>
  );
}
