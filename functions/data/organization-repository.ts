import {
  campusEntity,
  centerEntity,
  centerMemberEntity,
  domainEntity,
  programEntity,
  tenantEntity,
  type CampusRecord,
  type CenterRecord,
  type DomainRecord,
  type ProgramRecord,
  type TenantRecord,
} from './entities';
import { batchGetRecords, getRecord, queryRecords } from './store';
import type { Entity } from './entity';

/** Every record of one entity under an index partition (organisation lists are short). */
async function queryAll<T>(entity: Entity<T>, pk: string, skBeginsWith: string): Promise<T[]> {
  const records: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(entity, { index: 'gsi1', pk, skBeginsWith, cursor });
    records.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

export const findTenant = (code: string) => getRecord(tenantEntity, tenantEntity.key({ code } as TenantRecord));

export const findCampus = (code: string) => getRecord(campusEntity, campusEntity.key({ code } as CampusRecord));

/** Every campus of a tenant, deactivated ones included (provisioning compares them with the configuration). */
export const listAllCampusesOfTenant = (tenantCode: string) => queryAll(campusEntity, `TENANT#${tenantCode}`, 'CAMPUS#');

/** The active campuses of a tenant: what campus lists and pickers offer. */
export const listCampusesOfTenant = async (tenantCode: string) =>
  (await listAllCampusesOfTenant(tenantCode)).filter((campus) => !campus.deactivatedAt);

export const listProgramsOfCampus = (campusCode: string) => queryAll(programEntity, `CAMPUS#${campusCode}`, 'PROGRAM#');

export const findDomains = (ids: string[]) =>
  batchGetRecords(domainEntity, [...new Set(ids)].map((id) => domainEntity.key({ id } as DomainRecord)));

export const findCampuses = (codes: string[]) =>
  batchGetRecords(campusEntity, [...new Set(codes)].map((code) => campusEntity.key({ code } as CampusRecord)));

/** Programs by id, in the order asked; missing ones are left out. */
export const findPrograms = (ids: string[]) =>
  batchGetRecords(programEntity, [...new Set(ids)].map((id) => programEntity.key({ id } as ProgramRecord)));

/** The centers of excellence a user belongs to. */
export async function listCentersOfUser(userId: string): Promise<CenterRecord[]> {
  const memberships = await queryAll(centerMemberEntity, `USER#${userId}`, 'COE#');
  return batchGetRecords(
    centerEntity,
    memberships.map((membership) => centerEntity.key({ id: membership.centerId } as CenterRecord)),
  );
}
