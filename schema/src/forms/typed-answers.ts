/**
 * The checks of the typed text and number answers: an email address, a phone number, a number within a
 * question's bounds. Each answers the message the person filling in the form reads, or null when the answer
 * fits; an empty answer always fits (whether one is needed is the required check's job).
 */

// One @, no spaces, a dot in the domain with a two-letter (or longer) ending: what people mistype, not RFC 5322.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** The longest email address a mailbox can have (RFC 5321). */
const maxEmailLength = 254;

/** Why a text is not an email address, or null when it is (or is empty). */
export function emailProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (value.length > maxEmailLength || !emailPattern.test(value)) return 'Enter an email address like name@example.edu.';
  return null;
}

// Separators people type between digit groups; they are not stored differently, only ignored by the check.
const phoneSeparators = /[\s().-]/g;

/**
 * Why a text is not a phone number, or null when it is (or is empty): E.164-ish, an optional + then 7 to 15
 * digits (the country code included when there is a +), with spaces, dashes, dots and brackets between them.
 */
export function phoneProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const compact = value.replace(phoneSeparators, '');
  if (!/^\+?\d{7,15}$/.test(compact)) return 'Enter a phone number of 7 to 15 digits, like +1 555 123 4567.';
  return null;
}

/** A number question's bounds. */
export interface NumberRules {
  min?: number | null;
  max?: number | null;
  integer: boolean;
}

/** Why a number does not fit a question's bounds, or null when it does (or is cleared). */
export function numberProblem(rules: NumberRules, value: number | null): string | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (rules.integer && !Number.isInteger(value)) return 'Enter a whole number.';
  const min = rules.min ?? null;
  const max = rules.max ?? null;
  if (min !== null && max !== null && (value < min || value > max)) return `Enter a number between ${min} and ${max}.`;
  if (min !== null && value < min) return `Enter a number of at least ${min}.`;
  if (max !== null && value > max) return `Enter a number of at most ${max}.`;
  return null;
}

/** A typed number as the browser's number field gives it: a number, null for empty, NaN for what is not one. */
export function parseNumberText(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : Number.NaN;
}
