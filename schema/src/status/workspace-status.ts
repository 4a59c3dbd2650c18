import { normalizeStatus } from './normalize-status';

/** The tone of a workspace status: red negative, green positive, orange pending, gray otherwise. */
export type WorkspaceStatusTone = 'red' | 'green' | 'orange' | 'gray';

/** How a workspace status shows: its label and tone, or a dash with no tone when the status is unknown. */
export interface WorkspaceStatusDisplay {
  label: string;
  tone: WorkspaceStatusTone | null;
}

const known: Array<[string, WorkspaceStatusTone, string?]> = [
  ['Draft', 'gray'],
  ['Amendment Draft', 'gray'],
  ['Renewal Draft', 'gray'],
  ['Follow-Up Draft', 'gray'],
  ['Active', 'green'],
  ['Submitted', 'green'],
  ['Approved', 'green'],
  ['Published', 'green'],
  ['Ready For Use', 'green'],
  ['Follow-Up Completed', 'green'],
  ['Expired', 'red'],
  ['Deactivated', 'red'],
  ['Denied', 'red'],
  ['Revoked', 'red', 'Application Revoked'],
  ['Rejected', 'red'],
  ['Withdrawn', 'red'],
  ['Ineligible', 'red'],
  ['Admin Review', 'orange'],
  ['Biosafety Review', 'orange'],
  ['IBC Review', 'orange'],
  ['Owner Review', 'orange'],
  ['Manager Review', 'orange'],
  ['Evaluator Review', 'orange'],
  ['PI Revise', 'orange'],
  ['Follow-Up Assigned', 'orange'],
];

const byKey = new Map(known.map(([status, tone, label]) => [normalizeStatus(status), { label: label ?? status, tone }]));

/** The label and tone of a workspace item's status; an unknown status shows a dash with no colour. */
export function workspaceStatus(status: string | null | undefined): WorkspaceStatusDisplay {
  return byKey.get(normalizeStatus(status)) ?? { label: '—', tone: null };
}
