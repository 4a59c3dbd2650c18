import { hasAwayMapping } from '../../../schema/src/documents/away-campuses';
import { noArgsSchema } from '../../../schema/src/documents/documents-args';
import { findCampus } from '../../data/organization-repository';
import { findTemplateGroup } from '../../data/templates-repository';
import { mayStart } from '../../templates/start-access';
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
  const group = await findTemplateGroup(templateGroupId);
  if (!group || !(await mayStart(caller, group))) return null;
  return { templateGroupId };
}
