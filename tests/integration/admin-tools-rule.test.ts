import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { addMember, campus01, createRole, removeMember, uniqueName } from './steps/role-steps';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;
let staffTwo: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  [campusAdmin, programAdmin, staffTwo] = await Promise.all([signIn(stack.url, 'campus.admin'), signIn(stack.url, 'program.admin'), signIn(stack.url, 'staff.two')]);
});
afterAll(async () => stack.close());

const adminToolsOf = async (client: ApiClient) =>
  (await client.graphql<{ navigationAccess: { adminTools: boolean; adminToolsPath: string | null } }>('{ navigationAccess { adminTools adminToolsPath } }')).data
    ?.navigationAccess;

/** staff.two, who administers nothing, as the only member of a new campus 01 role named `name`. */
async function asOnlyMemberOf(name: string, act: () => Promise<void>) {
  const role = (await createRole(campusAdmin, campus01, name)).data!.createRole;
  await addMember(campusAdmin, campus01, role.id, 'user-staff-two');
  try {
    await act();
  } finally {
    await removeMember(campusAdmin, campus01, role.id, 'user-staff-two');
  }
}

describe('Admin Tools in the navigation (spec: end-user area, section 6)', () => {
  it('shows for a program admin role on a program, leading to its roles', async () => {
    expect(await adminToolsOf(programAdmin)).toEqual({ adminTools: true, adminToolsPath: '/studio/campus/01/program/prog-01-lab-safety/roles-and-permissions' });
  });

  it('shows for a campus role outside the excluded ones, leading to what the studio needs', async () => {
    await asOnlyMemberOf(uniqueName('Lab Coordinators'), async () => {
      expect(await adminToolsOf(staffTwo)).toEqual({ adminTools: true, adminToolsPath: '/studio' });
    });
  });

  it.each(['Affiliated', 'Developer', 'Chemical Informatics', 'Responsible Person', 'Medical Center Authorized', 'AX_LAB_READERS'])(
    'stays hidden for the campus role %s',
    async (name) => {
      await asOnlyMemberOf(name, async () => {
        expect(await adminToolsOf(staffTwo)).toEqual({ adminTools: false, adminToolsPath: null });
      });
    },
  );

  it('goes away when the campus role that showed it is left', async () => {
    await asOnlyMemberOf(uniqueName('Safety Officers'), async () => undefined);

    expect(await adminToolsOf(staffTwo)).toEqual({ adminTools: false, adminToolsPath: null });
  });
});
