import { z } from 'zod';

/**
 * Home's Quick Links and the Manage entries per assessment type (spec: end-user area, section 6). An assessment
 * template carries an assessmentTypeConfig; whether its entries show depends on the user's role in a program that
 * has the config's feature turned on (the feature setting), and for pesticide use on the user's applicator group
 * relation. A PPE coordinator also gets Manage Laundry Locations. Pure: the resolver reads the facts, this decides.
 */

/** The assessment type that also needs an applicator group relation. */
export const pesticideUseType = 'PESTICIDE_USE';

/** The relations to an applicator group that let a person record pesticide use. */
export const applicatorRelations = ['owner', 'delegate'] as const;
export type ApplicatorRelation = (typeof applicatorRelations)[number];

/** The feature role that enables Manage Laundry Locations. */
export const ppeCoordinatorRole = 'ppe-coordinator';

/** Where Manage Laundry Locations goes. */
export const laundryLocationsUrl = '/manage/laundry-locations';

/** The entry's key among a user's Home entries (the laundry locations page asks for it). */
export const laundryLocationsEntryKey = 'manage:LAUNDRY_LOCATIONS';

/** The library that holds the laundry locations (docs/decisions.md, rooms16): its PPE coordinators are its editors. */
export const laundryLocationsLibraryId = 'lib-laundry-locations';

/** An assessment template's type configuration (spec: _id, title, type, permissions, url, adminSearch, featureKey, createDisplay). */
export const assessmentTypeConfigSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(120),
  type: z.string().regex(/^[A-Z][A-Z_]{0,63}$/, 'An assessment type is capitals and underscores'),
  /** The program feature roles that see the entries (any one suffices). */
  permissions: z.array(z.string().min(1).max(64)).min(1),
  /** Where the Quick Link goes (an app path). */
  url: z.string().regex(/^\/[^\s]*$/, 'An entry url is an app path starting with /'),
  /** Where the type's Manage entry goes (an administrators' search of its forms, an app path); none: no Manage entry. */
  adminSearch: z.string().regex(/^\/[^\s]*$/, 'An admin search is an app path starting with /').nullable().default(null),
  /** The program feature that must be on (programs' `features` in campus config). */
  featureKey: z.string().min(1).max(64),
  /** Whether the type shows a Quick Link to create one. */
  createDisplay: z.boolean(),
  /** The template groups that carry this configuration (their assessmentTypeConfig). */
  templateGroupIds: z.array(z.string().min(1).max(64)).default([]),
});
export type AssessmentTypeConfig = z.infer<typeof assessmentTypeConfigSchema>;

/** What the decision needs to know of the user: their roles per enabled program feature and their applicator relation. */
export interface EntryFacts {
  /** Feature key → the user's roles in programs where that feature is on. */
  featureRoles: ReadonlyMap<string, ReadonlySet<string>>;
  applicatorRelation?: ApplicatorRelation | null;
}

/** One entry of Home's Quick Links or of the Manage menu. */
export interface TypeEntry {
  kind: 'quickLink' | 'manage';
  key: string;
  title: string;
  url: string;
}

/** Whether the user may see a type's entries at all. */
export function mayUseType(config: AssessmentTypeConfig, facts: EntryFacts): boolean {
  const roles = facts.featureRoles.get(config.featureKey);
  if (!roles || !config.permissions.some((role) => roles.has(role))) return false;
  if (config.type === pesticideUseType) return applicatorRelations.includes(facts.applicatorRelation as ApplicatorRelation);
  return true;
}

/**
 * The Quick Links and Manage entries of the given types for one user, in the configs' order: a Quick Link for a
 * type with createDisplay, a Manage entry (to its adminSearch) for one with an adminSearch, then Manage Laundry
 * Locations for a PPE coordinator (in any feature). Each type at most once, whatever number of templates carry it.
 */
export function assessmentTypeEntries(configs: readonly AssessmentTypeConfig[], facts: EntryFacts): TypeEntry[] {
  const entries: TypeEntry[] = [];
  const seen = new Set<string>();
  for (const config of configs) {
    if (seen.has(config.type) || !mayUseType(config, facts)) continue;
    seen.add(config.type);
    if (config.createDisplay) entries.push({ kind: 'quickLink', key: `create:${config.type}`, title: config.title, url: config.url });
    if (config.adminSearch) entries.push({ kind: 'manage', key: `manage:${config.type}`, title: `Manage ${config.title}`, url: config.adminSearch });
  }
  const coordinator = [...facts.featureRoles.values()].some((roles) => roles.has(ppeCoordinatorRole));
  if (coordinator) entries.push({ kind: 'manage', key: laundryLocationsEntryKey, title: 'Manage Laundry Locations', url: laundryLocationsUrl });
  return entries;
}

/** A program the user relates to: its enabled features and the user's relations to it (member, admin). */
export interface ProgramRelation {
  features: readonly string[];
  relations: readonly string[];
}

/** The facility roles that stand for an applicator group relation, and the PPE coordinator's (docs/decisions.md, fac16). */
const applicatorRoleRelations: Record<string, ApplicatorRelation> = { applicator: 'owner', 'applicator delegate': 'delegate' };
const ppeCoordinatorFacilityRole = 'ppe coordinator';

/**
 * The facts of {@link assessmentTypeEntries} from what is stored: feature roles are the user's relations to the
 * programs that have each feature on; the applicator relation and the PPE coordinator role come from the user's
 * roles at facilities (an applicator group is the people of a pesticide facility), owner winning over delegate.
 */
export function entryFactsOf(programs: readonly ProgramRelation[], facilityRoles: readonly string[]): EntryFacts {
  const featureRoles = new Map<string, Set<string>>();
  const add = (feature: string, role: string) => featureRoles.set(feature, (featureRoles.get(feature) ?? new Set()).add(role));
  for (const program of programs) for (const feature of program.features) for (const relation of program.relations) add(feature, relation);
  const roles = facilityRoles.map((role) => role.trim().toLowerCase());
  if (roles.includes(ppeCoordinatorFacilityRole)) add('ppe', ppeCoordinatorRole);
  const relations = roles.map((role) => applicatorRoleRelations[role]).filter((relation) => relation !== undefined);
  const applicatorRelation = relations.includes('owner') ? 'owner' : relations.includes('delegate') ? 'delegate' : null;
  return { featureRoles, applicatorRelation };
}
