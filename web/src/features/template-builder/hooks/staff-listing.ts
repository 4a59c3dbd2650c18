/** The settings that decide where staff find a template's forms to start. */
export interface StaffListing {
  /** Get Started on the home page and the Start New menu. */
  showOnHomepage: boolean;
  /** Offered where people start forms on their own. */
  selfInitiated: boolean;
}

/** What the builder reads of a template to say where staff will find it. */
export interface ListableTemplate extends StaffListing {
  version: number;
  isSubform: boolean;
}

/** The note shown wherever a template staff cannot find is published or edited. */
export const notListedText = 'Not listed for staff';

/**
 * Whether staff would find the template under Get Started and in Start New. A subform is never listed on its own
 * (its forms start from a parent form), so it is never "not listed".
 */
export function isUnlisted(template: Pick<ListableTemplate, 'showOnHomepage' | 'isSubform'>): boolean {
  return !template.isSubform && !template.showOnHomepage;
}

/**
 * The switches the publish dialog starts with: a first publish of a template that is not a subform lists it
 * (what an author publishing a form for staff means); later publishes keep what the author chose before.
 */
export function initialListing(template: ListableTemplate): StaffListing {
  if (template.version === 1 && !template.isSubform) return { showOnHomepage: true, selfInitiated: true };
  return { showOnHomepage: template.showOnHomepage, selfInitiated: template.selfInitiated };
}

/** The settings change that turns the template's listing into `chosen`, or null when nothing changes. */
export function listingChange(template: StaffListing, chosen: StaffListing): Partial<StaffListing> | null {
  const change: Partial<StaffListing> = {};
  if (template.showOnHomepage !== chosen.showOnHomepage) change.showOnHomepage = chosen.showOnHomepage;
  if (template.selfInitiated !== chosen.selfInitiated) change.selfInitiated = chosen.selfInitiated;
  return Object.keys(change).length > 0 ? change : null;
}
