/** Where to go after sign-in: only a path of this app, never another site or the login page itself. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return '/';
  return value;
}

/** The login address that brings the user back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const returnTo = safeReturnTo(path);
  return returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
