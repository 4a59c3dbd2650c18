import { badUserInput } from '../shared/errors';

/** Where a page of a program's dashboards resumes: in the PROGRAM range or the caller's USER range, after a key. */
export interface DashboardPosition {
  range: 'PROGRAM' | 'USER';
  /** The range's own cursor; none at its start. */
  after?: string;
}

/** The position a cursor names: the start (PROGRAM) without one; throws on garbage (BAD_USER_INPUT upstream). */
export function readDashboardCursor(cursor: string | null | undefined): DashboardPosition {
  if (!cursor) return { range: 'PROGRAM' };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as DashboardPosition;
    if ((parsed.range === 'PROGRAM' || parsed.range === 'USER') && (parsed.after === undefined || typeof parsed.after === 'string')) return parsed;
  } catch {
    // Falls through to the refusal below.
  }
  throw badUserInput('Invalid cursor', { field: 'cursor' });
}

/** The cursor of a position; null when the list is over. */
export function writeDashboardCursor(position: DashboardPosition | undefined): string | null {
  return position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;
}
