import { findUser } from '../data/people-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';
import { assertAllowed } from './checks';

const adminsOnly = "Only the campus administrators may see another person's lists.";

/**
 * Whose lists a query with an optional userId reads (spec: Home's userId variable): the caller's own when it is
 * omitted or theirs; another person's only for an administrator of that person's campus (campus, tenant or
 * platform administrators), FORBIDDEN otherwise. NOT_FOUND for an unknown id, asked of administrators only.
 */
export async function userActedFor(caller: Caller, userId: string | null | undefined): Promise<{ userId: string; campusCode: string }> {
  if (!userId || userId === caller.userId) return { userId: caller.userId, campusCode: caller.campusCode };
  const person = await findUser(userId);
  // Refused before telling whether the id exists: a non-administrator learns nothing about other people.
  await assertAllowed(caller, 'admin', `campus:${person?.campusCode ?? caller.campusCode}`, { message: adminsOnly });
  if (!person) throw notFound('User', userId);
  return { userId: person.userId, campusCode: person.campusCode };
}
