import type { CampusConfig } from '../../schema/src/campus-config';
import {
  campusEntity,
  centerEntity,
  domainEntity,
  programEntity,
  tenantEntity,
  type ProgramRecord,
} from '../data/entities';
import { listAllCampusesOfTenant } from '../data/organization-repository';
import { getRecord, putRecord } from '../data/store';
import { ensureTuples } from '../authz/ensure-tuples';
import type { AuthorizationService } from '../authz/authorization-service';
import { campusTuples } from './campus-tuples';

/** What provisioning the campus structure did. */
export interface CampusProvisioning {
  written: number;
  /** Campuses of the tenant that left the configuration on this run. */
  deactivated: string[];
}

/**
 * Writes a tenant's campus configuration: tenant, campuses, domains, programs and centers of excellence,
 * and their structure as relationship tuples. Idempotent (every write is a whole-item put by id), so a
 * redeploy or a second local start converges on the file. A program keeps its original creation date. A
 * campus of the tenant that is no longer in the file is deactivated, never deleted: its forms stay.
 */
export async function provisionCampusConfiguration(
  config: CampusConfig,
  authorization: AuthorizationService,
  now = new Date(),
): Promise<CampusProvisioning> {
  let written = 0;
  const put = async <T>(entity: Parameters<typeof putRecord<T>>[0], record: T) => {
    await putRecord(entity, record);
    written += 1;
  };
  await put(tenantEntity, { code: config.tenant.code, name: config.tenant.name });
  // A campus back in the file is active again: the put carries no deactivatedAt.
  // Buildings and facilities are records of their own (provision-places.ts), not part of the campus item.
  for (const { buildings: _buildings, facilities: _facilities, ...campus } of config.campuses) await put(campusEntity, { ...campus, tenantCode: config.tenant.code });
  const deactivated = await deactivateRemovedCampuses(config, now);
  for (const domain of config.domains) await put(domainEntity, domain);
  for (const program of config.programs) {
    const existing = await getRecord(programEntity, programEntity.key(program as ProgramRecord));
    await put(programEntity, { ...program, createdAt: existing?.createdAt ?? now.toISOString() });
  }
  for (const center of config.centersOfExcellence) {
    await put(centerEntity, { ...center, tenantCode: config.tenant.code });
  }
  const tuples = campusTuples(config);
  await ensureTuples(authorization, tuples);
  return { written: written + tuples.length + deactivated.length, deactivated };
}

async function deactivateRemovedCampuses(config: CampusConfig, now: Date): Promise<string[]> {
  const configured = new Set(config.campuses.map((campus) => campus.code));
  const removed = (await listAllCampusesOfTenant(config.tenant.code)).filter(
    (campus) => !configured.has(campus.code) && !campus.deactivatedAt,
  );
  for (const campus of removed) await putRecord(campusEntity, { ...campus, deactivatedAt: now.toISOString() });
  return removed.map((campus) => campus.code);
}
