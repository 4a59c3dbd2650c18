/** How many of the user's latest documents Recents chooses from (spec: at most 8 of the latest 25). */
export const recentsScanLimit = 25;

/** How many documents Recents shows at most. */
export const recentsCount = 8;

/** What Recents needs of a document: when it was created and when it was last saved (ISO timestamps). */
export interface DatedDocument {
  createdDate: string;
  lastSaved: string;
}

/**
 * Recents: of the user's latest documents (the newest `recentsScanLimit` by creation, as the caller passes
 * them), the `recentsCount` changed last, newest change first; equal changes keep the newer creation first.
 */
export function pickRecentDocuments<T extends DatedDocument>(latest: readonly T[]): T[] {
  return latest
    .slice(0, recentsScanLimit)
    .map((document, order) => ({ document, order }))
    .sort((a, b) => compareDesc(a.document.lastSaved, b.document.lastSaved) || a.order - b.order)
    .slice(0, recentsCount)
    .map(({ document }) => document);
}

const compareDesc = (a: string, b: string) => Date.parse(b) - Date.parse(a);
