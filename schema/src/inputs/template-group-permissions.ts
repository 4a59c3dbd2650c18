import { z } from 'zod';
import { idSchema } from './forms';

/** What a role may do with a template group's forms: view or update them (in statuses), or start them. */
export const templateGroupActions = ['view', 'update', 'start'] as const;

const permission = z
  .object({
    roleId: idSchema,
    action: z.enum(templateGroupActions),
    statuses: z.array(z.string().trim().min(1).max(64)).max(50).nullish().transform((statuses) => [...new Set(statuses ?? [])]),
  })
  .superRefine((entry, context) => {
    if (entry.action !== 'start' && entry.statuses.length === 0) {
      context.addIssue({ code: 'custom', path: ['statuses'], message: `A ${entry.action} permission names at least one status` });
    }
  });

/** The whole permissions table of a template group: what is not listed is taken back. */
export const updateTemplateGroupPermissionsInputSchema = z
  .object({ templateGroupId: idSchema, permissions: z.array(permission).max(300, 'At most 300 permissions') })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.permissions.forEach((entry, index) => {
      const key = `${entry.roleId}|${entry.action}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['permissions', index], message: `Role ${entry.roleId} is given ${entry.action} twice` });
      seen.add(key);
    });
  });

export type TemplateGroupPermissionEntry = z.output<typeof permission>;
