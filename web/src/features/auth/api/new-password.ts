/** What the auth service answered to a new password: signed in, or the message and whether to start over. */
export type NewPasswordResult = { ok: true } | { ok: false; message: string; startOver: boolean };

const unavailableMessage = 'Setting the password is not available right now. Please try again in a moment.';

/**
 * POST /auth/api/new-password: the new-password step's second turn. The challenge travels in its HttpOnly
 * cookie; on success the auth service has set the session cookie, so the session store's refresh signs in.
 * A 401 means the challenge is gone (expired or used): the user starts over from the sign-in form.
 */
export async function submitNewPassword(newPassword: string): Promise<NewPasswordResult> {
  let response: Response;
  try {
    response = await fetch('/auth/api/new-password', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ newPassword }),
    });
  } catch {
    return { ok: false, message: unavailableMessage, startOver: false };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' && body.error ? body.error : unavailableMessage;
  return { ok: false, message, startOver: response.status === 401 };
}
