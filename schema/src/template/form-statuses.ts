/** A form status as template permissions name it: its id (stored) and the label authors see. */
export interface FormStatus {
  id: string;
  label: string;
}

/**
 * The statuses a form of a template passes through, in order, until the template's workflow names its own
 * (the workflow issue derives them from the workflow's states).
 */
export const defaultFormStatuses: readonly FormStatus[] = [
  { id: 'draft', label: 'Draft' },
  { id: 'submitted', label: 'Submitted' },
  { id: 'under_review', label: 'Under Review' },
  { id: 'revisions_requested', label: 'Revisions Requested' },
  { id: 'approved', label: 'Approved' },
  { id: 'completed', label: 'Completed' },
];

/** A readable label for an id written in snake, kebab or camel case: `revisions_requested` → "Revisions Requested". */
export function labelOfId(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The statuses a template's permissions offer: the default ones (or the states of the template's workflow), then
 * any other status already named by a stored permission (so a tick is never hidden), labelled from its id.
 */
export function formStatuses(named: Iterable<string> = [], base: readonly FormStatus[] = defaultFormStatuses): FormStatus[] {
  const statuses = [...base];
  for (const id of named) {
    if (id && !statuses.some((status) => status.id === id)) statuses.push({ id, label: labelOfId(id) });
  }
  return statuses;
}

/** The {id, label} of a status, as section permissions store it. */
export function statusRef(id: string, statuses: readonly FormStatus[] = defaultFormStatuses): FormStatus {
  return statuses.find((status) => status.id === id) ?? { id, label: labelOfId(id) };
}
