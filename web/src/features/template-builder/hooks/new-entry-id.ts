/** A fresh id for an entry the author adds to a list of an element (a role mapping, a search filter). */
export function newEntryId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
