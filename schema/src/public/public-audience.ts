import type { Template } from '../template/model';

/**
 * The audience entry that opens a template to anonymous guests on the public routes. The template audience holds
 * scoped entries (campus, program...); this one, with the id `public`, says "anyone with the link".
 */
export const publicAudienceEntry = { id: 'public', name: 'The public (guests, without signing in)', scope: 'global' } as const;

/** Whether a template version lets anonymous guests start and fill in its forms. */
export function allowsPublic(template: Pick<Template, 'audience'>): boolean {
  return template.audience.some((entry) => entry.id === publicAudienceEntry.id);
}
