/**
 * A form's readable id (its autoId), like SafetyCulture's document number: the template's prefix and the
 * form's number in its template group, 6 digits (LSI-000042). A template without a prefix of its own (one
 * made in the builder that never set one) takes the initials of its name, so its forms can still be told
 * apart in every list ("Every Question Kind Demo" -> EQKD-000007).
 */

/** Digits of the sequence number. */
const sequenceDigits = 6;
/** At most this many initials make a derived prefix. */
const maxInitials = 4;

/** The prefix a template's forms' ids start with: its own, else the initials of its name (else "F"). */
export function autoIdPrefixOf(template: { autoIdPrefix?: string | null; name: string }): string {
  const own = template.autoIdPrefix?.trim();
  if (own) return own;
  const initials = (template.name.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word[0]!.toUpperCase()).join('');
  return initials.slice(0, maxInitials) || 'F';
}

/** The autoId of the `sequence`-th form of a template group. */
export const autoIdOf = (prefix: string, sequence: number) => `${prefix}-${String(sequence).padStart(sequenceDigits, '0')}`;
