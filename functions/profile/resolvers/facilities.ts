import { facilitiesByUserArgsSchema, facilityPageSizes } from '../../../schema/src/inputs/facilities';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import type { FacilityRoleRecord } from '../../data/entities';
import { facilitiesOfPersonPage, facilitiesOfPersonRange } from '../../data/facilities-repository';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import type { Caller } from '../../shared/caller';
import { forbidden } from '../../shared/errors';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

const facilityView = (record: FacilityRoleRecord) => ({
  id: record.facilityId,
  name: record.name,
  roles: record.roles,
  district: record.district,
  type: record.type,
  license: record.license,
});

/**
 * facilitiesByUser: one page of the facilities the caller holds a role at, A to Z (one Query of their own
 * partition). Only the caller's own list: another user's id is FORBIDDEN, before anything is read.
 */
export async function facilitiesByUser(caller: Caller, args: unknown) {
  const { userId, size, cursor } = parseInput(facilitiesByUserArgsSchema, args ?? {});
  if (userId !== caller.userId) throw forbidden('You can only see your own facilities.');
  const request = normalizePageRequest(1, size, facilityPageSizes);
  const range = facilitiesOfPersonRange(caller.email);
  const scope = { list: 'facilities', scope: caller.userId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const page = await facilitiesOfPersonPage(caller.email, request.size, after);
  return { docs: page.facilities.map(facilityView), nextCursor: nextCursorOf(scope, page.next) };
}
