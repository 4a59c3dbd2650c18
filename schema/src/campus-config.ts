import { z } from 'zod';

const code = z.string().regex(/^[0-9A-Z]{2,3}$/, 'Campus codes are two or three capitals or digits');

/**
 * The campus configuration of a tenant (infra/config/campuses.json), provisioned at deploy time and on
 * the local first start. Parsing it checks that every reference points at something declared.
 */
export const campusConfigSchema = z
  .object({
    tenant: z.object({ code: z.string().min(1), name: z.string().min(1) }),
    campuses: z
      .array(
        z.object({
          code,
          name: z.string().min(1),
          shortName: z.string().min(1),
          // The campus-specific Away form's template group, for /away (documents function).
          awayTemplateGroupId: z.string().min(1).optional(),
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
      z.object({ id: z.string().min(1), name: z.string().min(1), featureLabels: z.array(z.string()) }),
    ),
  })
  .superRefine((config, context) => {
    const campusCodes = new Set(config.campuses.map((campus) => campus.code));
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

export type CampusConfig = z.infer<typeof campusConfigSchema>;
