import type { FeatureLabel } from '../../../schema/src/organization/program-features';
import type { ProgramAudience } from '../../../schema/src/organization/program-visibility';
import { defineEntity } from '../entity';

/** The university system: the top of the hierarchy. */
export interface TenantRecord {
  code: string;
  name: string;
}

export const tenantEntity = defineEntity<TenantRecord>({
  name: 'Tenant',
  key: (t) => ({ pk: `TENANT#${t.code}`, sk: 'TENANT' }),
});


export interface CampusRecord {
  code: string;
  name: string;
  shortName: string;
  tenantCode: string;
  /** The campus-specific Away form's template group, for /away. */
  awayTemplateGroupId?: string;
  /** Set when the campus left the configuration: hidden from campus lists, its forms and people kept. */
  deactivatedAt?: string;
}

export const campusEntity = defineEntity<CampusRecord, 'byTenant'>({
  name: 'Campus',
  key: (c) => ({ pk: `CAMPUS#${c.code}`, sk: 'CAMPUS' }),
  indexes: {
    byTenant: { index: 'gsi1', key: (c) => ({ pk: `TENANT#${c.tenantCode}`, sk: `CAMPUS#${c.code}` }) },
  },
});

export interface DomainRecord {
  id: string;
  name: string;
  campusCode: string;
}

export const domainEntity = defineEntity<DomainRecord, 'byCampus'>({
  name: 'Domain',
  key: (d) => ({ pk: `DOMAIN#${d.id}`, sk: 'DOMAIN' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (d) => ({ pk: `CAMPUS#${d.campusCode}`, sk: `DOMAIN#${d.name}#${d.id}` }) },
  },
});

export interface ProgramRecord {
  id: string;
  name: string;
  description?: string;
  campusCode: string;
  domainId: string;
  features: string[];
  audience: ProgramAudience;
  createdAt: string;
}

export const programEntity = defineEntity<ProgramRecord, 'byCampus'>({
  name: 'Program',
  key: (p) => ({ pk: `PROGRAM#${p.id}`, sk: 'PROGRAM' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (p) => ({ pk: `CAMPUS#${p.campusCode}`, sk: `PROGRAM#${p.name}#${p.id}` }) },
  },
});

export interface CenterRecord {
  id: string;
  name: string;
  tenantCode: string;
  /** The levels of the program features it offers (schema/src/organization/program-features.ts). */
  featureLabels: FeatureLabel[];
}

export const centerEntity = defineEntity<CenterRecord, 'byTenant'>({
  name: 'CenterOfExcellence',
  key: (c) => ({ pk: `COE#${c.id}`, sk: 'COE' }),
  indexes: {
    byTenant: { index: 'gsi1', key: (c) => ({ pk: `TENANT#${c.tenantCode}`, sk: `COE#${c.id}` }) },
  },
});

export interface CenterMemberRecord {
  centerId: string;
  userId: string;
}

export const centerMemberEntity = defineEntity<CenterMemberRecord, 'byUser'>({
  name: 'CenterMember',
  key: (m) => ({ pk: `COE#${m.centerId}`, sk: `MEMBER#${m.userId}` }),
  indexes: {
    byUser: { index: 'gsi1', key: (m) => ({ pk: `USER#${m.userId}`, sk: `COE#${m.centerId}` }) },
  },
});

/**
 * The unique-name guard of a program: one item per (campus, case-insensitive name), written with
 * attribute_not_exists before the program, so of two programs given the same name at once exactly one gets it.
 */
export interface ProgramNameRecord {
  campusCode: string;
  nameKey: string;
  programId: string;
  claimedAt: string;
}

export const programNameEntity = defineEntity<ProgramNameRecord>({
  name: 'ProgramName',
  key: (g) => ({ pk: `CAMPUSPROGRAMS#${g.campusCode}`, sk: `PROGRAMNAME#${g.nameKey}` }),
});
