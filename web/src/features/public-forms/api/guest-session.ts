import { z } from 'zod';

/** The guest session endpoint: under /public, the only path the guest cookie (HttpOnly) is sent to. */
const guestSessionPath = '/public/api/guest-session';

const guestTokenSchema = z.object({ token: z.string().min(1), expiresAt: z.string().min(1) });
const runtimeConfigSchema = z.object({ guestApiKey: z.string().min(1) });

/** A guest token for the API and when it expires. */
export type GuestToken = z.infer<typeof guestTokenSchema>;

/**
 * Opens (or resumes) the guest session: the first visit gets a new guest id in the cookie; every call answers a
 * fresh short-lived guest token for the API.
 */
export async function openGuestSession(fetchFn: typeof fetch = fetch): Promise<GuestToken> {
  const response = await fetchFn(guestSessionPath, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`The guest session could not be opened (${response.status}).`);
  return guestTokenSchema.parse(await response.json());
}

/** Ends the guest session after a submit: the server clears the guest cookie. */
export async function endGuestSession(fetchFn: typeof fetch = fetch): Promise<void> {
  await fetchFn(`${guestSessionPath}/end`, { method: 'POST', credentials: 'same-origin' });
}

/** The guests' API key, from the runtime config the deployment writes (it opens only the guests' fields). */
export async function fetchGuestApiKey(fetchFn: typeof fetch = fetch): Promise<string> {
  const response = await fetchFn('/runtime-config.json', { cache: 'no-store' });
  const parsed = runtimeConfigSchema.safeParse(response.ok ? await response.json() : null);
  if (!parsed.success) throw new Error('The public forms are not configured here (no guest API key).');
  return parsed.data.guestApiKey;
}
