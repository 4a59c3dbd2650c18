/** One person a notification goes to. */
export interface Recipient {
  email: string;
  userId?: string;
  name?: string;
}

const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Whether a text is a plain email address (no display name, no spaces). */
export const isEmailAddress = (value: string) => emailPattern.test(value.trim());

/**
 * The recipients of one list, each address once (case-insensitive; the first mention wins, so a user id found
 * through a role is kept), people without an address dropped; `exclude` removes the to-list from the cc-list.
 */
export function uniqueRecipients(candidates: ReadonlyArray<Recipient>, exclude: ReadonlyArray<Recipient> = []): Recipient[] {
  const seen = new Set(exclude.map((recipient) => recipient.email.trim().toLowerCase()));
  const result: Recipient[] = [];
  for (const candidate of candidates) {
    const key = candidate.email.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push({ ...candidate, email: candidate.email.trim() });
  }
  return result;
}
