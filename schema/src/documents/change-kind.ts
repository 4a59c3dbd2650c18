/** How Recents labels a document's relative time: Created until it has been saved again, then Edited. */
export type ChangeKind = 'Created' | 'Edited';

/** A save less than this long after creation still counts as the creation (spec: less than 1 second). */
export const sameChangeWindowMs = 1000;

/**
 * Created when less than one second separates the document's creation and its last save, else Edited. The
 * time shown beside the label is the last save either way.
 */
export function changeKindOf(document: { createdDate: string; lastSaved: string }): ChangeKind {
  const gap = Date.parse(document.lastSaved) - Date.parse(document.createdDate);
  return Number.isNaN(gap) || gap < sameChangeWindowMs ? 'Created' : 'Edited';
}
