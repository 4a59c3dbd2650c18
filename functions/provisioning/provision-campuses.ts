import type { CampusConfig } from '../../schema/src/campus-config';
import {
  campusEntity,
  centerEntity,
  domainEntity,
  programEntity,
  tenantEntity,
  type ProgramRecord,
} from '../data/entities';
import { getRecord, putRecord } from '../data/store';
import { ensureTuples } from '../authz/ensure-tuples';
import { authorization } from '../authz/service';
import { campusTuples } from './campus-tuples';

/**
 * Writes a tenant's campus configuration: tenant, campuses, domains, programs and centers of excellence,
 * and their structure as relationship tuples. Idempotent (every write is a whole-item put by id), so a redeploy or a second local start converges on
 * the file. A program keeps its original creation date.
 */
export async function provisionCampusConfiguration(config: CampusConfig, now = new Date()): Promise<{ written: number }> {
  let written = 0;
  const put = async <T>(entity: Parameters<typeof putRecord<T>>[0], record: T) => {
    await putRecord(entity, record);
    written += 1;
  };
  await put(tenantEntity, { code: config.tenant.code, name: config.tenant.name });
  for (const campus of config.campuses) {
    await put(campusEntity, { ...campus, tenantCode: config.tenant.code });
  }
  for (const domain of config.domains) await put(domainEntity, domain);
  for (const program of config.programs) {
    const existing = await getRecord(programEntity, programEntity.key(program as ProgramRecord));
    await put(programEntity, { ...program, createdAt: existing?.createdAt ?? now.toISOString() });
  }
  for (const center of config.centersOfExcellence) {
    await put(centerEntity, { ...center, tenantCode: config.tenant.code });
  }
  const tuples = campusTuples(config);
  await ensureTuples(authorization(), tuples);
  return { written: written + tuples.length };
}
