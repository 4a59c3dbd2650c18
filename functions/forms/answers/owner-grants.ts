import { authorization } from '../../authz/service';
import { BoundedLru } from '../../shared/bounded-lru';
import { templateGroupObject } from '../../templates/template-tuples';

/** Milliseconds since the epoch, passed in so tests can move time without waiting. */
export type Clock = () => number;

/**
 * How long a process may go on using a template group's owner grants after reading them: the delay before
 * revoking or narrowing an owner grant stops owners' fast saves (docs/authorization.md). At most 5 s.
 */
export const ownerGrantTtlMs = 5_000;

const groupsLimit = 1_000;
const cached = new BoundedLru<string, { statuses: Promise<readonly string[]>; expiresAt: number }>(groupsLimit);

/** The statuses of a `status_in` condition; none for any other shape (fail closed: the full check decides). */
function statusesOf(condition: { name: string; context?: Record<string, unknown> } | undefined): string[] {
  const statuses = condition?.name === 'status_in' ? condition.context?.statuses : undefined;
  return Array.isArray(statuses) ? statuses.filter((status): status is string => typeof status === 'string') : [];
}

async function readOwnerUpdateStatuses(groupId: string): Promise<readonly string[]> {
  const { tuples } = await authorization().read({ object: templateGroupObject(groupId), relation: 'owner_can_update', user: 'user:*' });
  return [...new Set(tuples.flatMap((tuple) => statusesOf(tuple.key.condition)))];
}

/**
 * The statuses in which a template group's forms may be updated by their owners: the group's
 * `owner_can_update @ user:*` grant with its `status_in` condition (empty when there is none). Read once per
 * group and kept for {@link ownerGrantTtlMs} by the process; a failed read is not kept.
 */
export function ownerUpdateStatuses(groupId: string, clock: Clock): Promise<readonly string[]> {
  const now = clock();
  const hit = cached.get(groupId);
  if (hit && now < hit.expiresAt) return hit.statuses;
  const statuses = readOwnerUpdateStatuses(groupId);
  const entry = { statuses, expiresAt: now + ownerGrantTtlMs };
  cached.set(groupId, entry);
  statuses.catch(() => {
    if (cached.get(groupId) === entry) cached.delete(groupId);
  });
  return statuses;
}
