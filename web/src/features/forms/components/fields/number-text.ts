/** A number typed into a field: blank is no value, anything else must be a finite number. */
export function parseNumberText(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : 'invalid';
}

/** A stored number as field text (blank when there is none). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
