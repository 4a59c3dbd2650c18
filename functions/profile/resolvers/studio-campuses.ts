import { z } from 'zod';
import { isFlagOn } from '../../../schema/src/flags/flag-state';
import { allowedEach } from '../../authz/checks';
import { findTenant, listCampusesOfTenant } from '../../data/organization-repository';
import { listFeatureFlags } from '../../data/platform-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { campusView } from '../views';

const campusRolesFlag = 'rollout-campus-level-roles-and-permissions-configuration';

/** A campus matches a search when its name, short name or code contains it, ignoring case. */
const matches = (campus: { code: string; name: string; shortName: string }, search: string) =>
  [campus.code, campus.name, campus.shortName].some((text) => text.toLowerCase().includes(search));

/** The campuses the studio's campus picker offers the caller. */
export async function studioCampuses(caller: Caller, args: unknown) {
  const { search } = parseInput(z.object({ search: z.string().trim().max(100).nullish() }), args);
  const [tenant, campuses, flags] = await Promise.all([
    findTenant(caller.tenantCode),
    listCampusesOfTenant(caller.tenantCode),
    listFeatureFlags(),
  ]);
  const term = search?.toLowerCase() ?? '';
  const found = campuses.filter((campus) => !term || matches(campus, term));
  const flag = flags.find((candidate) => candidate.key === campusRolesFlag);
  if (!flag || !isFlagOn(flag, caller)) return found.map((campus) => campusView(campus, tenant));
  const allowed = await allowedEach(caller, 'can_view_studio', found.map((campus) => ({ object: `campus:${campus.code}` })));
  return found.filter((_campus, index) => allowed[index]).map((campus) => campusView(campus, tenant));
}
