import type { UserRecord } from '../../functions/data/entities';

/** The password of every demo sign-in. Local mode only: AWS users sign in through Cognito. */
export const demoPassword = 'demo';

type DemoUser = Omit<UserRecord, 'createdAt' | 'status' | 'tenantCode' | 'features' | 'globalRoles' | 'adminOfCampuses' | 'tags'> &
  Partial<Pick<UserRecord, 'tags' | 'globalRoles' | 'adminOfCampuses' | 'status'>> & { description: string };

/** The demo sign-ins, each a persona of the product. */
export const demoUsers: DemoUser[] = [
  {
    userId: 'user-global-admin',
    username: 'global.admin',
    firstName: 'Grace',
    lastName: 'Okafor',
    email: 'grace.okafor@pss.example.edu',
    campusCode: '00',
    globalRoles: ['admin'],
    description: 'global administrator',
  },
  {
    userId: 'user-campus-admin',
    username: 'campus.admin',
    firstName: 'Miguel',
    lastName: 'Alvarez',
    email: 'miguel.alvarez@bayview.example.edu',
    campusCode: '01',
    adminOfCampuses: ['01'],
    description: 'administrator of campus 01 (PSU Bayview)',
  },
  {
    userId: 'user-program-admin',
    username: 'program.admin',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@bayview.example.edu',
    campusCode: '01',
    description: 'administrator of the Laboratory Safety program on campus 01',
  },
  {
    userId: 'user-staff-one',
    username: 'staff.one',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@bayview.example.edu',
    campusCode: '01',
    departmentIds: ['dept-01-chem'],
    employeeId: 'E1002345',
    description: 'staff on campus 01, member of Laboratory Safety, with action items and a workspace',
  },
  {
    userId: 'user-staff-two',
    username: 'staff.two',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam.rivera@bayview.example.edu',
    campusCode: '01',
    departmentIds: ['dept-01-ehs'],
    description: 'staff on campus 01, member of Laboratory Safety, PPE coordinator',
  },
  {
    userId: 'user-health',
    username: 'health.user',
    firstName: 'Alex',
    lastName: 'Chen',
    email: 'alex.chen@valleyoaks.example.edu',
    campusCode: '03',
    tags: ['health'],
    description: 'medical center staff on campus 03 (tagged health)',
  },
  {
    // Signs in with the temporary password `demo` once, then must choose a new one (Cognito's FORCE_CHANGE_PASSWORD).
    userId: 'user-new-starter',
    username: 'new.starter',
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor.haddad@example.edu',
    campusCode: '02',
    status: 'FORCE_CHANGE_PASSWORD',
    description: 'new staff on campus 02, asked to choose a new password at the first sign-in',
  },
];

/** Program memberships, written as relationship tuples (program#admin, program#member). */
export const demoMemberships: Array<{ programId: string; userId: string; role: 'admin' | 'member' }> = [
  { programId: 'prog-01-lab-safety', userId: 'user-program-admin', role: 'admin' },
  { programId: 'prog-01-lab-safety', userId: 'user-staff-one', role: 'member' },
  { programId: 'prog-01-lab-safety', userId: 'user-staff-two', role: 'member' },
  { programId: 'prog-01-fire', userId: 'user-staff-one', role: 'member' },
  { programId: 'prog-03-medctr-ehs', userId: 'user-health', role: 'member' },
];

export const demoCenterMembers = [
  { centerId: 'coe-lab-safety', userId: 'user-staff-one' },
  { centerId: 'coe-lab-safety', userId: 'user-program-admin' },
  { centerId: 'coe-ergonomics', userId: 'user-staff-two' },
];
