import { z } from 'zod';
import { analyticsSettingSchema } from './analytics/analytics-config';
import { featureFlagConfigSchema } from './flags/flag-inputs';
import { featureLabelSchema } from './organization/program-features';
import { assessmentTypeConfigSchema } from './home/assessment-type-entries';
import { buildingConfigSchema, duplicatePlaces } from './places/building-config';
import { facilityConfigSchema } from './places/facility-config';
import { globalAdminConfigSchema, identityProviderConfigSchema } from './sign-in-config';

const code = z.string().regex(/^[0-9A-Z]{2,3}$/, 'Campus codes are two or three capitals or digits');

type Issues = z.core.$RefinementCtx;

const campusConfigBase = z.object({
    tenant: z.object({ code: z.string().min(1), name: z.string().min(1) }),
    campuses: z
      .array(
        z.object({
          code,
          name: z.string().min(1),
          shortName: z.string().min(1),
          // The campus-specific Away form's template group, for /away (documents function).
          awayTemplateGroupId: z.string().min(1).optional(),
          // Its buildings, floors and rooms (schema/src/places/building-config.ts): what forms search.
          buildings: z.array(buildingConfigSchema).default([]),
          // Its facilities and who holds which role at each (schema/src/places/facility-config.ts): Home's Facilities.
          facilities: z.array(facilityConfigSchema).default([]),
        }),
      )
      .min(1),
    domains: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), campusCode: code })),
    programs: z.array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        description: z.string().optional(),
        campusCode: code,
        domainId: z.string().min(1),
        audience: z.enum(['everyone', 'health', 'non-health']),
        features: z.array(z.string()),
      }),
    ),
    centersOfExcellence: z.array(
      z.object({ id: z.string().min(1), name: z.string().min(1), featureLabels: z.array(featureLabelSchema) }),
    ),
    // The campus identity providers federated into the user pool (AWS only): the way in for staff.
    identityProviders: z.array(identityProviderConfigSchema).default([]),
    // The first global administrators: local accounts (password and authenticator app), created once.
    globalAdmins: z.array(globalAdminConfigSchema).default([]),
    // The assessment type configurations (Quick Links and Manage entries), and the template groups carrying each.
    assessmentTypes: z.array(assessmentTypeConfigSchema).max(50).default([]),
    // Feature flags as a fresh deploy starts with them; the flags API owns them afterwards.
    featureFlags: z.array(featureFlagConfigSchema).default([]),
    // Where the signed-in user's identity goes for product analytics (schema/src/analytics): none by default.
    analytics: analyticsSettingSchema,
  });

/**
 * The campus configuration of a tenant (infra/config/campuses.json), provisioned at deploy time and on
 * the local first start. Parsing it checks that every reference points at something declared.
 */
export const campusConfigSchema = campusConfigBase.superRefine((config, context) => {
    const campusCodes = new Set(config.campuses.map((campus) => campus.code));
    checkSignInReferences(config, campusCodes, context);
    const facilityIds = config.campuses.flatMap((campus) => campus.facilities.map((facility) => facility.id));
    facilityIds.forEach((id, index) => {
      if (facilityIds.indexOf(id) !== index) context.addIssue({ code: 'custom', path: ['campuses'], message: `Duplicate facility ${id}` });
    });
    config.campuses.forEach((campus, index) => {
      for (const problem of duplicatePlaces(campus.buildings)) {
        context.addIssue({ code: 'custom', path: ['campuses', index, 'buildings', ...problem.path], message: problem.message });
      }
    });
    const domains = new Map(config.domains.map((domain) => [domain.id, domain]));
    config.domains.forEach((domain, index) => {
      if (!campusCodes.has(domain.campusCode)) {
        context.addIssue({ code: 'custom', path: ['domains', index, 'campusCode'], message: `Unknown campus ${domain.campusCode}` });
      }
    });
    config.programs.forEach((program, index) => {
      const domain = domains.get(program.domainId);
      if (!domain) {
        context.addIssue({ code: 'custom', path: ['programs', index, 'domainId'], message: `Unknown domain ${program.domainId}` });
      } else if (domain.campusCode !== program.campusCode) {
        context.addIssue({
          code: 'custom',
          path: ['programs', index, 'campusCode'],
          message: `Program ${program.id} is on campus ${program.campusCode} but its domain is on ${domain.campusCode}`,
        });
      }
    });
  });

/** Identity providers and administrators must name declared campuses; provider and flag names are unique. */
function checkSignInReferences(config: z.infer<typeof campusConfigBase>, campusCodes: Set<string>, context: Issues) {
  const unknownCampus = (path: (string | number)[], campus: string) =>
    context.addIssue({ code: 'custom', path, message: `Unknown campus ${campus}` });
  config.identityProviders.forEach((provider, index) => {
    if (provider.campusCode && !campusCodes.has(provider.campusCode)) unknownCampus(['identityProviders', index, 'campusCode'], provider.campusCode);
  });
  config.globalAdmins.forEach((admin, index) => {
    if (!campusCodes.has(admin.campusCode)) unknownCampus(['globalAdmins', index, 'campusCode'], admin.campusCode);
  });
  const duplicate = (values: string[], path: string) =>
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) context.addIssue({ code: 'custom', path: [path, index], message: `Duplicate ${value}` });
    });
  duplicate(config.identityProviders.map((provider) => provider.name), 'identityProviders');
  duplicate(config.featureFlags.map((flag) => flag.key), 'featureFlags');
  duplicate(config.assessmentTypes.map((type) => type.type), 'assessmentTypes');
  duplicate(config.globalAdmins.map((admin) => admin.email.toLowerCase()), 'globalAdmins');
}

export type CampusConfig = z.infer<typeof campusConfigSchema>;
/** The configuration as written in the file, before defaults (optional sections may be missing). */
export type CampusConfigInput = z.input<typeof campusConfigSchema>;
