import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleRecord } from '../../functions/data/entities';
import {
  claimRoleName,
  createRoleRecord,
  findRole,
  guardGraceMs,
  listRolesOfNode,
  releaseRoleName,
  renameRoleRecord,
  roleNameGuard,
} from '../../functions/data/roles-repository';
import { ConditionFailed } from '../../functions/data/store';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const longAgo = () => new Date(Date.now() - guardGraceMs - 1_000).toISOString();
const now = () => new Date().toISOString();
const role = (id: string, name: string): RoleRecord => ({
  id,
  name,
  nodeType: 'campus',
  nodeId: '01',
  isProtected: false,
  createdAt: now(),
  updatedAt: now(),
});

describe('the role name guard', () => {
  it('is held by one role at a time, and a retry by the holder succeeds', async () => {
    const first = roleNameGuard('campus', '01', 'Guarded', 'r1', now());

    const claims = [await claimRoleName(first), await claimRoleName(first), await claimRoleName(roleNameGuard('campus', '01', ' guarded ', 'r2', now()))];

    expect(claims).toEqual([true, true, false]);
  });

  it('is taken over from a crashed call once the grace period is over, never while its role has the name', async () => {
    await claimRoleName(roleNameGuard('campus', '01', 'Orphaned', 'r-crashed', longAgo()));
    await createRoleRecord(role('r-live', 'Live'));
    await claimRoleName(roleNameGuard('campus', '01', 'Live', 'r-live', longAgo()));

    expect(await claimRoleName(roleNameGuard('campus', '01', 'orphaned', 'r3', now()))).toBe(true);
    expect(await claimRoleName(roleNameGuard('campus', '01', 'LIVE', 'r4', now()))).toBe(false);
  });

  it('is released only by its holder', async () => {
    await claimRoleName(roleNameGuard('campus', '01', 'Kept', 'r5', now()));

    await releaseRoleName(roleNameGuard('campus', '01', 'Kept', 'someone-else', now()));

    expect(await claimRoleName(roleNameGuard('campus', '01', 'Kept', 'r6', now()))).toBe(false);
  });
});

describe('role items', () => {
  it('are listed by node in name order, and a rename based on a stale name fails', async () => {
    const stale = role('r-rename', 'Zeta');
    await createRoleRecord(stale);
    await renameRoleRecord(stale, 'Alpha', now());

    await expect(renameRoleRecord(stale, 'Beta', now())).rejects.toBeInstanceOf(ConditionFailed);
    expect((await findRole('r-rename'))?.name).toBe('Alpha');
    expect((await listRolesOfNode('campus', '01')).map((found) => found.name)).toEqual(['Alpha', 'Live']);
  });
});
