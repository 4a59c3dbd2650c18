import { z } from 'zod';
import { publicAudienceEntry } from '../public/public-audience';
import { idSchema } from './forms';

// An entry of a template's audience (who may start its forms): a campus, a program, or the public. The
// existence of a campus or program is the resolver's to check (NOT_FOUND); its shape is checked here.

const scope = z.enum(['campus', 'domain', 'global', 'library', 'program', 'tenant']);

/** The scopes an audience entry may name besides the public entry: the ones who may start are their members. */
export const audienceEntryScopes = ['campus', 'program'] as const;

const scopedHint = 'An audience entry is a campus, a program or the public';

/** One audience entry: the public entry exactly as publicAudienceEntry says, or a campus or a program. */
export const audienceEntrySchema = z
  .object({ id: idSchema, name: z.string().trim().max(200, 'An audience name is at most 200 characters'), scope })
  .superRefine((entry, context) => {
    if (entry.id === publicAudienceEntry.id) {
      if (entry.name !== publicAudienceEntry.name || entry.scope !== publicAudienceEntry.scope) {
        context.addIssue({
          code: 'custom',
          path: ['name'],
          message: `The public entry is named "${publicAudienceEntry.name}" with the scope ${publicAudienceEntry.scope}`,
        });
      }
      return;
    }
    if (!(audienceEntryScopes as readonly string[]).includes(entry.scope)) context.addIssue({ code: 'custom', path: ['scope'], message: scopedHint });
  });

export type AudienceEntryInput = z.infer<typeof audienceEntrySchema>;
