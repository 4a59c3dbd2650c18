import { indexTemplate, type IndexableTemplate, type TemplateIndex, type TemplateNode } from '../template/template-index';

/*
 * Page and section permissions. A page or section with no permissions is open to whoever may view (and update)
 * the form; one with permissions is shown only to the roles it lists, in the statuses it lists. A page lists the
 * statuses each role sees it in; a section lists, per role, the statuses it is seen in and those it is changed in
 * (changing implies seeing). Everything inside a hidden page or section is hidden, everything inside a read-only
 * one is read-only. The form-level rule (who may view or update the form in its status) applies on top: this rule
 * only ever takes access away.
 */

/** The role id that stands for the form's owner in page, section and action permissions. */
export const ownerRoleId = 'owner';

/** Who asks, as page and section permissions read them. */
export interface ElementViewer {
  /** The form's status id. */
  status: string;
  /** The roles the caller holds on this form (with {@link ownerRoleId} for its owner). */
  roleIds: readonly string[];
  /** Sees and changes every page and section (an admin of the form's program or campus). */
  allElements: boolean;
}

/** What the caller may do with each page, element and table column of a form. */
export interface ElementAccess {
  /** Whether its answers are shown to the caller; an id the template does not have is not. */
  canView(elementId: string): boolean;
  /** Whether the caller may change its answers (when they may change the form at all). */
  canUpdate(elementId: string): boolean;
}

interface Grant {
  view: boolean;
  update: boolean;
}

const open: Grant = { view: true, update: true };

/** The template parts the rule reads: pages and sections with their permissions (the stored model fits). */
type PermissionedPage = IndexableTemplate['pages'][number];

function pageGrant(page: PermissionedPage, viewer: ElementViewer): Grant {
  if (page.permissions.length === 0) return open;
  const view = page.permissions.some((entry) => viewer.roleIds.includes(entry.roleId) && entry.canViewInStatuses.includes(viewer.status));
  return { view, update: view };
}

function ownGrant(node: TemplateNode, viewer: ElementViewer): Grant {
  if (node.element === null) return pageGrant(node.page, viewer);
  if (node.element.__typename !== 'Section' || node.element.permissions.length === 0) return open;
  const held = node.element.permissions.filter((entry) => viewer.roleIds.includes(entry.roleId));
  const update = held.some((entry) => entry.canUpdateWhen.some((status) => status.id === viewer.status));
  return { view: update || held.some((entry) => entry.canViewWhen.some((status) => status.id === viewer.status)), update };
}

/** The role ids a template's pages and sections grant to (the only memberships the rule needs to know). */
export function elementRolesNamedBy(template: IndexableTemplate): string[] {
  const named = new Set<string>();
  for (const node of indexTemplate(template).nodes) {
    if (node.element === null) node.page.permissions.forEach((entry) => named.add(entry.roleId));
    else if (node.element.__typename === 'Section') node.element.permissions.forEach((entry) => named.add(entry.roleId));
  }
  return [...named];
}

/** Access to a template already indexed (the server caches indexes of published versions). */
export function elementAccessOf(index: TemplateIndex, viewer: ElementViewer): ElementAccess {
  const grants = new Map<string, Grant>();
  // Nodes come depth first, so a node's page or section is decided before the node itself.
  for (const node of index.nodes) {
    if (grants.has(node.id)) continue;
    const own = viewer.allElements ? open : ownGrant(node, viewer);
    const parent = node.parentId === null ? open : (grants.get(node.parentId) ?? open);
    const view = parent.view && own.view;
    grants.set(node.id, { view, update: view && parent.update && own.update });
  }
  return {
    canView: (elementId) => grants.get(elementId)?.view ?? false,
    canUpdate: (elementId) => grants.get(elementId)?.update ?? false,
  };
}

/** What the caller may see and change of a template's pages, sections and questions. */
export function elementAccess(template: IndexableTemplate, viewer: ElementViewer): ElementAccess {
  return elementAccessOf(indexTemplate(template), viewer);
}

/**
 * The elements no page or section permission restricts: open to whoever may update the form, in every status
 * (an element inside a page or section with permissions is closed here, whoever asks).
 */
export function unrestrictedElements(index: TemplateIndex): ElementAccess {
  // A viewer with no roles passes no permission entry, whatever the status: only unpermissioned nodes stay open.
  return elementAccessOf(index, { status: '', roleIds: [], allElements: false });
}
