import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import type { ObjectFacts } from './engine/types';
import { authorization } from './service';

/** The authorization engine's name for a signed-in person. */
export const userObject = (userId: string) => `user:${userId}`;

/** The one object that stands for the whole platform. */
export const platformObject = 'global:platform';

/**
 * Whether the caller has `relation` on `object` (with the request context, for example a form's status, and the
 * facts of objects the request has read, for example a form's own tuples from its item).
 */
export function isAllowed(caller: Caller, relation: string, object: string, context?: Record<string, unknown>, facts?: ObjectFacts[]) {
  return authorization().check({ user: userObject(caller.userId), relation, object, ...(context ? { context } : {}), ...(facts ? { facts } : {}) });
}

/** Refuses with FORBIDDEN unless the caller has `relation` on `object`. */
export async function assertAllowed(
  caller: Caller,
  relation: string,
  object: string,
  options: { context?: Record<string, unknown>; message?: string; facts?: ObjectFacts[] } = {},
): Promise<void> {
  if (!(await isAllowed(caller, relation, object, options.context, options.facts))) throw forbidden(options.message);
}

/** For each object, whether the caller has `relation` on it (one BatchCheck, sharing the request's memo). */
export function allowedEach(
  caller: Caller,
  relation: string,
  objects: Array<{ object: string; context?: Record<string, unknown>; facts?: ObjectFacts[] }>,
) {
  return authorization().batchCheck(
    objects.map(({ object, context, facts }) => ({ user: userObject(caller.userId), relation, object, ...(context ? { context } : {}), ...(facts ? { facts } : {}) })),
  );
}
