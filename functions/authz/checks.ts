import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { authorization } from './service';

/** The authorization engine's name for a signed-in person. */
export const userObject = (userId: string) => `user:${userId}`;

/** The one object that stands for the whole platform. */
export const platformObject = 'global:platform';

/** Whether the caller has `relation` on `object` (with the request context, for example a form's status). */
export function isAllowed(caller: Caller, relation: string, object: string, context?: Record<string, unknown>) {
  return authorization().check({ user: userObject(caller.userId), relation, object, ...(context ? { context } : {}) });
}

/** Refuses with FORBIDDEN unless the caller has `relation` on `object`. */
export async function assertAllowed(
  caller: Caller,
  relation: string,
  object: string,
  options: { context?: Record<string, unknown>; message?: string } = {},
): Promise<void> {
  if (!(await isAllowed(caller, relation, object, options.context))) throw forbidden(options.message);
}

/** For each object, whether the caller has `relation` on it (one BatchCheck, sharing the request's memo). */
export function allowedEach(caller: Caller, relation: string, objects: Array<{ object: string; context?: Record<string, unknown> }>) {
  return authorization().batchCheck(
    objects.map(({ object, context }) => ({ user: userObject(caller.userId), relation, object, ...(context ? { context } : {}) })),
  );
}
