import { hashPassword } from '../../functions/auth/password';
import type { AuthorizationService } from '../../functions/authz/authorization-service';
import { platformObject } from '../../functions/authz/checks';
import type { TupleKey } from '../../functions/authz/engine/types';
import { ensureTuples } from '../../functions/authz/ensure-tuples';
import { credentialEntity, userEntity } from '../../functions/data/entities';
import { putRecord } from '../../functions/data/store';
import { testSupportEnabled, testSupportRelation } from '../../functions/testing/test-support-access';
import { demoPassword } from './demo-people';

/**
 * The service identity of automated test suites in the local stack (docs/authorization.md "Test support"):
 * it holds test_support on the platform, and administers the Laboratory Safety program on campus 01 so a
 * suite can author, publish and fill templates there. Not a persona: nobody signs in as it by hand.
 */
export const testSuiteIdentity = {
  userId: 'svc-test-suite',
  username: 'svc.test-suite',
  firstName: 'Test',
  lastName: 'Suite',
  email: 'svc.test-suite@campus-forms.local',
  campusCode: '01',
  programId: 'prog-01-lab-safety',
} as const;

/** Who the suite identity is to the authorization engine. */
export function testSuiteTuples(tenantCode: string): TupleKey[] {
  const user = `user:${testSuiteIdentity.userId}`;
  return [
    { user, relation: testSupportRelation, object: platformObject },
    { user, relation: 'member', object: `tenant:${tenantCode}` },
    { user, relation: 'member', object: `campus:${testSuiteIdentity.campusCode}` },
    { user, relation: 'admin', object: `program:${testSuiteIdentity.programId}` },
  ];
}

/**
 * Creates the suite identity (sign-in, user, tuples) when this stack enables test support; every write is
 * idempotent, so it runs on every start, including over data seeded before it existed.
 */
export async function ensureTestSuiteIdentity(tenantCode: string, authorization: AuthorizationService, now = new Date()): Promise<void> {
  if (!testSupportEnabled()) return;
  const { programId: _programId, ...user } = testSuiteIdentity;
  await putRecord(userEntity, {
    ...user,
    tenantCode,
    status: 'ACTIVE',
    tags: [],
    features: [],
    globalRoles: [],
    adminOfCampuses: [],
    createdAt: now.toISOString(),
  });
  await putRecord(credentialEntity, { username: user.username, userId: user.userId, passwordHash: await hashPassword(demoPassword) });
  await ensureTuples(authorization, testSuiteTuples(tenantCode));
}
