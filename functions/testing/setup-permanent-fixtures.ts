import { alreadyExists } from '../authz/ensure-tuples';
import { userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import type { TupleKey } from '../authz/engine/types';
import type { Caller } from '../shared/caller';
import { badUserInput } from '../shared/errors';
import { assertTestSuite } from './test-support-access';
import { untagged } from './untagged';

/**
 * What a suite needs that no cleanup removes: the suite identity is a member of its tenant and of its campus
 * (from its verified claims), so it resolves like a person there and starts campus-wide templates.
 */
export function permanentFixtureTuples(caller: Caller): TupleKey[] {
  const user = userObject(caller.userId);
  return [
    { user, relation: 'member', object: `tenant:${caller.tenantCode}` },
    { user, relation: 'member', object: `campus:${caller.campusCode}` },
  ];
}

/**
 * Writes the permanent fixtures, untagged. Idempotent: each one is written only when missing, and the answer
 * says how many were created and how many were there already (a second call creates none).
 */
export async function setupPermanentFixtures(caller: Caller) {
  await assertTestSuite(caller);
  if (!caller.tenantCode || !caller.campusCode) throw badUserInput('The test-suite identity needs a tenant and a campus in its claims.');
  const fixtures = permanentFixtureTuples(caller);
  let created = 0;
  await untagged(async () => {
    for (const tuple of fixtures) {
      try {
        await authorization().write([tuple], []);
        created += 1;
      } catch (error) {
        if (!alreadyExists(error)) throw error;
      }
    }
  });
  return { created, unchanged: fixtures.length - created, fixtures: fixtures.map((tuple) => `${tuple.object}#${tuple.relation}@${tuple.user}`) };
}
