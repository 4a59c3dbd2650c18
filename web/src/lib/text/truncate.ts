/** Cuts a text to at most `limit` characters, marking the cut with an ellipsis. */
export function truncate(text: string | null | undefined, limit: number): string {
  const value = (text ?? '').trim();
  if (value.length <= limit) return value;
  return `${value.slice(0, limit).trimEnd()}…`;
}
