import { facilitiesOfPersonPk, facilityOfPersonPrefix, facilityRoleEntity, type FacilityRoleRecord } from './entities';
import { readRangePage, type KeyRange, type RangePosition } from './key-range-pages';
import { itemOf, putItems } from './store';

/** The range of a person's facilities, A to Z by name. */
export const facilitiesOfPersonRange = (email: string): KeyRange => ({
  index: facilityRoleEntity.definition.indexes!.byPerson.index,
  pk: facilitiesOfPersonPk(email),
  prefix: facilityOfPersonPrefix,
  ascending: true,
});

/** One page of a person's facilities (one Query), and where the next starts. */
export async function facilitiesOfPersonPage(email: string, size: number, after?: RangePosition) {
  const page = await readRangePage(facilitiesOfPersonRange(email), size, after);
  return { facilities: page.items.map((item) => facilityRoleEntity.fromItem(item)), next: page.next };
}

/** Writes people's roles at facilities (whole-item puts, in batches): provisioning's and the demo's idempotent write. */
export const putFacilityRoles = (records: readonly FacilityRoleRecord[]) => putItems(records.map((record) => itemOf(facilityRoleEntity, record)));
