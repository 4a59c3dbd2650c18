import { listUsersArgsSchema, userArgsSchema, userPageSizes } from '../../../schema/src/inputs/people';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { assertAllowed } from '../../authz/checks';
import type { UserRecord } from '../../data/entities';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { findCampus } from '../../data/organization-repository';
import { usersOfCampusPage, usersOfCampusRange } from '../../data/people-pages';
import { findUser } from '../../data/people-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

/** A person as `user` and `listUsers` answer them: the spec's Person fields the platform holds, and the status. */
export const userView = (user: UserRecord) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? null,
  campusCode: user.campusCode,
  tenantCode: user.tenantCode,
  status: user.status,
  tags: user.tags,
  features: user.features,
});

const adminsOnly = 'Only the campus administrators may look people up.';

/** `user(userId)`: the caller themselves, or anyone of a campus the caller administers (campus, tenant, global). */
export async function user(caller: Caller, args: unknown) {
  const { userId } = parseInput(userArgsSchema, args);
  const found = await findUser(userId);
  if (!found) throw notFound('User', userId);
  if (userId !== caller.userId) await assertAllowed(caller, 'admin', `campus:${found.campusCode}`, { message: adminsOnly });
  return userView(found);
}

/** `listUsers`: a campus's people by last then first name, a page at a time (one Query), for its administrators. */
export async function listUsers(caller: Caller, args: unknown) {
  const input = parseInput(listUsersArgsSchema, args ?? {});
  const campusCode = input.campusCode ?? caller.campusCode;
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  await assertAllowed(caller, 'admin', `campus:${campusCode}`, { message: adminsOnly });
  const { size } = normalizePageRequest(1, input.size, userPageSizes);
  const scope = { list: 'users', scope: campusCode };
  const range = usersOfCampusRange(campusCode);
  const after = positionOfCursor(input.cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const page = await usersOfCampusPage(campusCode, size, after);
  return { docs: page.users.map(userView), nextCursor: nextCursorOf(scope, page.next) };
}
