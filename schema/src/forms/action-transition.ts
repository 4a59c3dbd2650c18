/**
 * The status a form moves to when an action runs: submit moves a draft (or a form sent back for revisions)
 * to submitted; other actions leave the status as it is. The workflow issue replaces this with the
 * template's state machine.
 */
export function statusAfterAction(actionId: string, status: string): string {
  if (actionId === 'submit' && (status === 'draft' || status === 'revisions_requested')) return 'submitted';
  return status;
}
