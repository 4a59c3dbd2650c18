import { hasAwayMapping } from '../../../schema/src/documents/away-campuses';
import { noArgsSchema } from '../../../schema/src/documents/documents-args';
import { isAllowed } from '../../authz/checks';
import { findCampus } from '../../data/organization-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

/**
 * Where /away sends the caller: the Away template group their campus configures, when the campus is one
 * with an Away mapping and the caller may start forms from that group; otherwise null (the not-found page).
 */
export async function awayTemplate(caller: Caller, args: unknown) {
  parseInput(noArgsSchema, args ?? {});
  if (!hasAwayMapping(caller.campusCode)) return null;
  const templateGroupId = (await findCampus(caller.campusCode))?.awayTemplateGroupId;
  if (!templateGroupId) return null;
  if (!(await isAllowed(caller, 'can_start', `template_group:${templateGroupId}`))) return null;
  return { templateGroupId };
}
