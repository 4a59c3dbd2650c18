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
import { identifiersOf, personDetails, type PersonDetailField } from '../person-details';

/** A person's directory fields as `user` and `listUsers` answer them, and the status; no read. */
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
  identifiers: identifiersOf(user),
});

/** The spec's Person: the directory fields and the selected fields that cost reads (personDetails). */
async function personView(caller: Caller, user: UserRecord, wanted: ReadonlySet<PersonDetailField>) {
  return { ...userView(user), ...(wanted.size > 0 ? await personDetails(caller, user, wanted) : {}) };
}

/** At most this many people of a page have their details read at once (a page holds up to 100). */
const detailConcurrency = 10;

/** The people of a page as Persons, a few at a time so a page of 100 does not fire all its reads at once. */
async function personViews(caller: Caller, users: UserRecord[], wanted: ReadonlySet<PersonDetailField>) {
  const views: Array<Awaited<ReturnType<typeof personView>>> = [];
  for (let start = 0; start < users.length; start += detailConcurrency) {
    views.push(...(await Promise.all(users.slice(start, start + detailConcurrency).map((one) => personView(caller, one, wanted)))));
  }
  return views;
}

const adminsOnly = 'Only the campus administrators may look people up.';

/** `user(userId)`: the caller themselves, or anyone of a campus the caller administers (campus, tenant, global). */
export async function user(caller: Caller, args: unknown, wanted: ReadonlySet<PersonDetailField> = new Set()) {
  const { userId } = parseInput(userArgsSchema, args);
  const found = await findUser(userId);
  if (!found) throw notFound('User', userId);
  if (userId !== caller.userId) await assertAllowed(caller, 'admin', `campus:${found.campusCode}`, { message: adminsOnly });
  return personView(caller, found, wanted);
}

/** `listUsers`: a campus's people by last then first name, a page at a time (one Query), for its administrators. */
export async function listUsers(caller: Caller, args: unknown, wanted: ReadonlySet<PersonDetailField> = new Set()) {
  const input = parseInput(listUsersArgsSchema, args ?? {});
  const campusCode = input.campusCode ?? caller.campusCode;
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  await assertAllowed(caller, 'admin', `campus:${campusCode}`, { message: adminsOnly });
  const { size } = normalizePageRequest(1, input.size, userPageSizes);
  const scope = { list: 'users', scope: campusCode };
  const range = usersOfCampusRange(campusCode);
  const after = positionOfCursor(input.cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const page = await usersOfCampusPage(campusCode, size, after);
  return { docs: await personViews(caller, page.users, wanted), nextCursor: nextCursorOf(scope, page.next) };
}
