import { normalizeStatus } from './normalize-status';

/** The colour of a form status badge. */
export type StatusColour = 'green' | 'blue' | 'gray' | 'orange';

const colourByStatus: Record<string, StatusColour> = {
  submitted: 'green',
  completed: 'green',
  complete: 'green',
  approved: 'green',
  investigation_completed: 'green',
  trip_updated: 'green',
  assigned: 'blue',
  draft: 'gray',
  under_review: 'orange',
  revisions_requested: 'orange',
  in_progress: 'orange',
  under_investigation: 'orange',
  update_in_progress: 'orange',
};

/**
 * The badge colour of a form status: green for finished states (submitted, completed, approved...), blue for
 * assigned, orange for work in progress or review, gray for draft and anything unknown.
 */
export function statusColour(status: string | null | undefined): StatusColour {
  return colourByStatus[normalizeStatus(status)] ?? 'gray';
}

/** A status key as people read it: `revisions_requested` becomes `Revisions Requested`. */
export function statusLabel(status: string | null | undefined): string {
  const key = normalizeStatus(status);
  if (!key) return 'Unknown';
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
