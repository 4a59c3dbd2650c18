import { findCampus } from '../../data/organization-repository';
import { findUser } from '../../data/people-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';

/** The caller's own profile, with their campus's names. */
export async function profile(caller: Caller) {
  const user = await findUser(caller.userId);
  if (!user) throw notFound('User', caller.userId);
  const campus = await findCampus(user.campusCode);
  return {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    // A profile with no providers recorded was made by local seeding: it signs in with a local password.
    idps: user.idps?.length ? user.idps : ['LOCAL'],
    tenantCode: user.tenantCode,
    campusCode: user.campusCode,
    campusName: campus?.name ?? user.campusCode,
    shortName: campus?.shortName ?? user.campusCode,
    features: user.features,
    tags: user.tags,
  };
}
