import { defineEntity } from '../entity';

/**
 * One person's roles at one facility, with the facility's row copied onto it: a person's facilities are then one
 * Query of their partition, a page costing the same whatever the number of facilities. It lives in the facility's
 * partition (its people) and, by gsi1, in the person's (keyed by email: campus config links people before they
 * ever sign in).
 */
export interface FacilityRoleRecord {
  facilityId: string;
  campusCode: string;
  /** Lower case. */
  email: string;
  roles: string[];
  name: string;
  district: string;
  type: string;
  license: string;
}

/** The partition of a person's facilities. */
export const facilitiesOfPersonPk = (email: string) => `FACILITYPERSON#${email.toLowerCase()}`;

/** The sort-key prefix of a person's facilities, by name. */
export const facilityOfPersonPrefix = 'FACILITY#';

export const facilityRoleEntity = defineEntity<FacilityRoleRecord, 'byPerson'>({
  name: 'FacilityRole',
  key: (r) => ({ pk: `FACILITY#${r.facilityId}`, sk: `PERSON#${r.email.toLowerCase()}` }),
  indexes: {
    byPerson: { index: 'gsi1', key: (r) => ({ pk: facilitiesOfPersonPk(r.email), sk: `${facilityOfPersonPrefix}${r.name.toLowerCase()}#${r.facilityId}` }) },
  },
});
