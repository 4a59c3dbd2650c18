import type { CampusRecord, DomainRecord, ProgramRecord, TenantRecord } from '../data/entities';

/** A campus as the API returns it. */
export function campusView(campus: CampusRecord, tenant: TenantRecord | undefined) {
  return {
    id: campus.code,
    name: campus.name,
    shortName: campus.shortName,
    tenant: { id: campus.tenantCode, name: tenant?.name ?? campus.tenantCode },
  };
}

/** A program with its domain and campus. */
export function programView(
  program: ProgramRecord,
  domains: Map<string, DomainRecord>,
  campuses: Map<string, ReturnType<typeof campusView>>,
) {
  const campus = campuses.get(program.campusCode) ?? {
    id: program.campusCode,
    name: program.campusCode,
    shortName: program.campusCode,
    tenant: { id: '', name: '' },
  };
  const domain = domains.get(program.domainId);
  return {
    id: program.id,
    name: program.name,
    description: program.description ?? null,
    campusCode: program.campusCode,
    domain: { id: program.domainId, name: domain?.name ?? program.domainId, campus },
    features: program.features,
  };
}
