import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { addMember, createRole, labSafety, setPermissions, uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// LoadProfile and LoadRelationships (spec: end-user area sections 3 and 7) as the web sends them.

let stack: LocalStack;
let staffOne: ApiClient;
let staffTwo: ApiClient;
let programAdmin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [staffOne, staffTwo, programAdmin] = await Promise.all([signIn(stack.url, 'staff.one'), signIn(stack.url, 'staff.two'), signIn(stack.url, 'program.admin')]);
  // Seven inspections of staff.one's own, and one of staff.two's: two pages of five.
  for (let count = 0; count < 7; count += 1) await startForm(staffOne);
  await startForm(staffTwo);
});
afterAll(async () => stack.close());

const loadProfile = `query LoadProfile($programFeatures: [FeatureLabel!]) {
  profile { userId firstName lastName email phone idps tenantCode campusCode features tags }
  rolePermissions { role { id name } nodeType nodeId permissions { action objectType objectId } }
  findProgramsByUser { id name }
  findCentersOfExcellenceByUser(programFeatures: $programFeatures) { id name featureLabels }
}`;

type Profile = {
  profile: { userId: string; idps: string[]; campusCode: string };
  rolePermissions: Array<{ role: { id: string; name: string }; nodeType: string; nodeId: string; permissions: Array<{ action: string; objectType: string; objectId: string }> }>;
  findProgramsByUser: Array<{ id: string }>;
  findCentersOfExcellenceByUser: Array<{ id: string; featureLabels: string[] }>;
};

describe('LoadProfile', () => {
  it("answers the caller's profile with its identity providers, programs and centers of excellence", async () => {
    const answer = await staffOne.graphql<Profile>(loadProfile, { programFeatures: ['CAMPUS', 'GLOBAL', 'PROGRAM'] });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.profile).toMatchObject({ userId: 'user-staff-one', idps: ['LOCAL'], campusCode: '01' });
    expect(answer.data?.findProgramsByUser.map((program) => program.id).sort()).toEqual(['prog-01-fire', 'prog-01-lab-safety']);
    expect(answer.data?.findCentersOfExcellenceByUser).toEqual([{ id: 'coe-lab-safety', name: 'Center of Excellence for Laboratory Safety', featureLabels: ['CAMPUS', 'PROGRAM'] }]);
  });

  it('keeps only the centers of excellence carrying one of the asked labels', async () => {
    const global = await staffOne.graphql<Profile>(loadProfile, { programFeatures: ['GLOBAL'] });
    const none = await staffOne.graphql<Profile>(loadProfile, { programFeatures: [] });
    const unknown = await staffOne.graphql<Profile>(loadProfile, { programFeatures: ['TENANT'] });

    expect(global.data?.findCentersOfExcellenceByUser).toEqual([]);
    expect(none.data?.findCentersOfExcellenceByUser).toEqual([]);
    expect(codesOf(unknown)).toEqual(['BAD_USER_INPUT']);
  });

  it("lists the caller's roles with the permissions each gives, and only the caller's", async () => {
    const role = (await createRole(programAdmin, labSafety, uniqueName('Inspectors'))).data!.createRole;
    await addMember(programAdmin, labSafety, role.id, 'user-staff-two');
    await setPermissions(programAdmin, labSafety, ['member'], [{ roleId: role.id, action: 'member', allowed: true }]);

    const two = (await staffTwo.graphql<Profile>(loadProfile, {})).data?.rolePermissions;
    const one = (await staffOne.graphql<Profile>(loadProfile, {})).data?.rolePermissions;

    expect(two).toContainEqual({
      role: { id: role.id, name: role.name },
      nodeType: 'program',
      nodeId: 'prog-01-lab-safety',
      permissions: [{ action: 'member', objectType: 'program', objectId: 'prog-01-lab-safety' }],
    });
    expect(one?.map((entry) => entry.role.id)).not.toContain(role.id);
  });
});

const loadRelationships = `query LoadRelationships($size: Int, $cursor: String) {
  relationships { userId relations { relation objectType objectId name } centersOfExcellence { id } }
  inspections(size: $size, cursor: $cursor) { docs { formId relation canView name status createdDate } nextCursor }
}`;

type Relationships = {
  relationships: { userId: string; relations: Array<{ relation: string; objectType: string; objectId: string; name: string }>; centersOfExcellence: Array<{ id: string }> };
  inspections: { docs: Array<{ formId: string; relation: string; canView: boolean; name: string | null; createdDate: string }>; nextCursor: string | null };
};

describe('LoadRelationships', () => {
  it("answers the caller's direct relations, named, with their centers of excellence", async () => {
    const answer = await staffOne.graphql<Relationships>(loadRelationships, { size: 5 });

    expect(answer.errors).toBeUndefined();
    const relations = answer.data!.relationships.relations;
    expect(relations).toContainEqual({ relation: 'member', objectType: 'campus', objectId: '01', name: 'PSU Bayview' });
    expect(relations).toContainEqual({ relation: 'member', objectType: 'program', objectId: 'prog-01-lab-safety', name: 'Laboratory Safety' });
    expect(relations.filter((relation) => relation.objectType === 'program').map((relation) => relation.objectId).sort()).toEqual(['prog-01-fire', 'prog-01-lab-safety']);
    expect(answer.data!.relationships.centersOfExcellence).toEqual([{ id: 'coe-lab-safety' }]);
  });

  it("pages the caller's inspections newest first by cursor, without repeats, and only the caller's", async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Relationships['inspections'] = (await staffOne.graphql<Relationships>(loadRelationships, { size: 5, cursor })).data!.inspections;
      expect(page.docs.length).toBeLessThanOrEqual(5);
      seen.push(...page.docs.map((doc) => doc.formId));
      dates.push(...page.docs.map((doc) => doc.createdDate));
      expect(page.docs.every((doc) => doc.relation === 'inspector')).toBe(true);
      cursor = page.nextCursor;
    } while (cursor);
    const others = (await staffTwo.graphql<Relationships>(loadRelationships, { size: 100 })).data!.inspections.docs.map((doc) => doc.formId);

    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect(new Set(seen).size).toBe(seen.length);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect(seen.filter((id) => others.includes(id))).toEqual([]);
  });

  it("refuses another user's cursor", async () => {
    const first = (await staffOne.graphql<Relationships>(loadRelationships, { size: 5 })).data!.inspections;

    const replayed = await staffTwo.graphql<Relationships>(loadRelationships, { size: 5, cursor: first.nextCursor });

    expect(first.nextCursor).not.toBeNull();
    expect(codesOf(replayed)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a role (B-98)', () => {
  it('carries the spec’s type, groupId and tenantCode: its level, its node and its node’s tenant', async () => {
    const name = uniqueName('Auditors');
    await createRole(programAdmin, labSafety, name);

    const answer = await programAdmin.graphql<{ roles: Array<{ name: string; type: string; groupId: string; tenantCode: string | null }> }>(
      'query R { roles(nodeType: program, nodeId: "prog-01-lab-safety") { name type groupId tenantCode } }',
    );

    expect(answer.data?.roles.find((role) => role.name === name)).toEqual({ name, type: 'PROGRAM', groupId: 'prog-01-lab-safety', tenantCode: 'PSS' });
  });
});
