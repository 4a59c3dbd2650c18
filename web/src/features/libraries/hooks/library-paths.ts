/** The studio address of the library screens (spec: studio global, library routes). */
export const libraryBase = '/studio/global';

/** The list of libraries. */
export const libraryManagementPath = `${libraryBase}/library-management`;

/** A library's own page. */
export const libraryPath = (libraryId: string) => `${libraryBase}/library/${encodeURIComponent(libraryId)}`;

/** Where a library opens (spec: library navigation): a DRAFT one at configure_fields, otherwise at its page. */
export const libraryOpenPath = (library: { id: string; status: string }) =>
  library.status === 'DRAFT' ? `${libraryPath(library.id)}/configure_fields` : libraryPath(library.id);

/** An item's page; `new` for an item not yet created. */
export const libraryItemPath = (libraryId: string, itemId: string) => `${libraryPath(libraryId)}/detail/${encodeURIComponent(itemId)}`;

/** The detail id that stands for a new item. */
export const newItemId = 'new';
