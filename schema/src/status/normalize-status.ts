/** Turns a status as stored or displayed (`Under Review`, `under-review`, `UNDER_REVIEW`) into one key. */
export function normalizeStatus(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
