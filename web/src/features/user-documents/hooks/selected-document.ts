/** A listed document as the choice of the shown one needs it. */
export interface ListedDocument {
  id: string;
  canView: boolean;
}

/**
 * The document shown: the one the address names when the caller may view it, else the first viewable one of the
 * page (spec: the first viewable document is auto-selected); null when none can be viewed.
 */
export function selectedDocumentId(docs: readonly ListedDocument[], requested: string | null): string | null {
  if (requested && docs.some((doc) => doc.id === requested && doc.canView)) return requested;
  return docs.find((doc) => doc.canView)?.id ?? null;
}
