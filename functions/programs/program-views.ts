import type { Caller } from '../shared/caller';
import type { ProgramRecord } from '../data/entities';
import { findCampuses, findDomains, findTenant } from '../data/organization-repository';
import { campusView, programView } from '../profile/views';

/** Programs as the API returns them, each with its domain and campus (two BatchGetItems and the tenant). */
export async function programViews(caller: Caller, programs: ProgramRecord[]) {
  if (programs.length === 0) return [];
  const [domains, campuses, tenant] = await Promise.all([
    findDomains(programs.map((program) => program.domainId)),
    findCampuses(programs.map((program) => program.campusCode)),
    findTenant(caller.tenantCode),
  ]);
  const domainById = new Map(domains.map((domain) => [domain.id, domain]));
  const campusByCode = new Map(campuses.map((record) => [record.code, campusView(record, tenant)]));
  return programs.map((program) => programView(program, domainById, campusByCode));
}
