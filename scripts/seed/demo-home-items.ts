import type { AppLinkRecord, ReminderRecord, StoreRecord, WorkspaceItemRecord } from '../../functions/data/entities';
import { ergonomicsGroupId } from './templates/ergonomic-self-assessment';
import { hotWorkGroupId } from './templates/hot-work-permit';
import { labInspectionGroupId } from './templates/lab-safety-inspection';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Action items that make a staff member's home page look like a real Monday. */
export function demoReminders(now: Date): ReminderRecord[] {
  const items: Array<[string, string, string, string | undefined, number]> = [
    ['user-staff-one', 'Complete your annual laboratory safety refresher', 'Due by the end of the month.', undefined, 1],
    ['user-staff-one', 'Sign the updated Chemical Hygiene Plan', 'Room 210, Bayview Life Sciences.', undefined, 2],
    ['user-staff-one', 'Flush the eyewash station and log it', 'Weekly flush for Room 210.', `/template/${labInspectionGroupId}`, 3],
    ['user-staff-one', 'Schedule fume hood certification', 'Two hoods are due for their annual check.', undefined, 5],
    ['user-staff-one', 'Submit corrective actions for your lab inspection', 'Three findings are open.', `/template/${labInspectionGroupId}`, 6],
    ['user-staff-one', 'Acknowledge the updated hot work policy', 'Applies to anyone requesting hot work permits.', `/template/${hotWorkGroupId}`, 8],
    ['user-staff-one', 'Review your chemical inventory', 'Confirm quantities before the fire marshal visit.', undefined, 12],
    ['user-staff-two', 'Complete your ergonomic self-assessment', 'New employees complete it in their first month.', `/template/${ergonomicsGroupId}`, 1],
    ['user-staff-two', 'Complete your annual laboratory safety refresher', 'Due by the end of the month.', undefined, 4],
    ['user-program-admin', 'Review three laboratory inspections awaiting sign-off', 'Laboratory Safety program.', undefined, 1],
    ['user-health', 'Complete bloodborne pathogens training', 'Annual requirement for clinical staff.', undefined, 2],
  ];
  return items.map(([userId, title, description, link, days], index) => ({
    id: `rem-${String(index + 1).padStart(3, '0')}`,
    userId,
    title,
    description,
    ...(link ? { link } : {}),
    createdDate: daysAgo(now, days),
  }));
}

/** Registrations and permits already in people's workspaces. */
export function demoWorkspaceItems(now: Date): WorkspaceItemRecord[] {
  const items: Array<[string, string, string, string, string, number, string]> = [
    ['user-staff-one', 'Biological Use Authorization BUA-1042', 'Biological Use Authorization', 'approved', 'Approved', 40, 'BUA-1042'],
    ['user-staff-one', 'Hazardous Materials Permit HMP-2231', 'Hazardous Materials Permit', 'active', 'Active', 90, 'HMP-2231'],
    ['user-staff-one', 'Radiation Use Authorization RUA-0318', 'Radiation Use Authorization', 'renewal_draft', 'Renewal Draft', 20, 'RUA-0318'],
    ['user-staff-one', 'Laser Registration LR-0077', 'Laser Registration', 'under_review', 'Owner Review', 15, 'LR-0077'],
    ['user-staff-one', 'Controlled Substances Registration CSR-0190', 'Controlled Substances Registration', 'expired', 'Expired', 400, 'CSR-0190'],
    ['user-staff-one', 'Animal Use Protocol AUP-5521', 'Animal Use Protocol', 'submitted', 'Submitted', 60, 'AUP-5521'],
    ['user-staff-two', 'Hazardous Materials Permit HMP-2240', 'Hazardous Materials Permit', 'draft', 'Draft', 3, 'HMP-2240'],
    ['user-health', 'Respirator Fit Test RFT-3310', 'Respirator Fit Test', 'completed', 'Ready For Use', 30, 'RFT-3310'],
  ];
  return items.map(([ownerId, name, type, status, statusDisplay, days, label], index) => ({
    id: `ws-${String(index + 1).padStart(3, '0')}`,
    ownerId,
    name,
    type,
    status,
    statusDisplay,
    startDate: daysAgo(now, days),
    link: '/workspace',
    label,
  }));
}

export const demoStores: StoreRecord[] = [
  { id: 'store-01-ehs', name: 'Bayview EH&S Safety Store', campusCode: '01' },
  { id: 'store-01-chem', name: 'Bayview Chemistry Stockroom', campusCode: '01' },
  { id: 'store-03-med', name: 'Valley Oaks Medical Center Supply', campusCode: '03' },
];

/** The Apps menu of the demo tenant. */
export const demoApps: AppLinkRecord[] = [
  { id: 'app-chemicals', name: 'Chemical Inventory', contextUrl: 'https://apps.pss.example.edu/chemicals', order: 1 },
  { id: 'app-training', name: 'Safety Training', contextUrl: 'https://apps.pss.example.edu/training', order: 2 },
  { id: 'app-incidents', name: 'Incident Reporting', contextUrl: 'https://apps.pss.example.edu/incidents', order: 3 },
  { id: 'app-sds', name: 'Safety Data Sheets', contextUrl: 'https://apps.pss.example.edu/sds', order: 4 },
];
