import type { AppLinkRecord, ReminderRecord, StoreRecord, WorkspaceItemRecord } from '../../functions/data/entities';
import { ergonomicsGroupId } from './templates/ergonomic-self-assessment';
import { hotWorkGroupId } from './templates/hot-work-permit';
import { labInspectionGroupId } from './templates/lab-safety-inspection';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Action items that make a staff member's home page look like a real Monday. */
export function demoReminders(now: Date): ReminderRecord[] {
  const items: Array<[string, string, string, string | undefined, number, string]> = [
    ['user-staff-one', 'Complete your annual laboratory safety refresher', 'Due by the end of the month.', undefined, 1, 'Training'],
    ['user-staff-one', 'Sign the updated Chemical Hygiene Plan', 'Room 210, Bayview Life Sciences.', undefined, 2, 'Acknowledgement'],
    ['user-staff-one', 'Flush the eyewash station and log it', 'Weekly flush for Room 210.', `/template/${labInspectionGroupId}`, 3, 'Inspection'],
    ['user-staff-one', 'Schedule fume hood certification', 'Two hoods are due for their annual check.', undefined, 5, 'Equipment'],
    ['user-staff-one', 'Submit corrective actions for your lab inspection', 'Three findings are open.', `/template/${labInspectionGroupId}`, 6, 'Inspection'],
    ['user-staff-one', 'Acknowledge the updated hot work policy', 'Applies to anyone requesting hot work permits.', `/template/${hotWorkGroupId}`, 8, 'Acknowledgement'],
    ['user-staff-one', 'Review your chemical inventory', 'Confirm quantities before the fire marshal visit.', undefined, 12, 'Inventory'],
    ['user-staff-two', 'Complete your ergonomic self-assessment', 'New employees complete it in their first month.', `/template/${ergonomicsGroupId}`, 1, 'Assessment'],
    ['user-staff-two', 'Complete your annual laboratory safety refresher', 'Due by the end of the month.', undefined, 4, 'Training'],
    ['user-program-admin', 'Review three laboratory inspections awaiting sign-off', 'Laboratory Safety program.', undefined, 1, 'Review'],
    ['user-health', 'Complete bloodborne pathogens training', 'Annual requirement for clinical staff.', undefined, 2, 'Training'],
  ];
  return items.map(([userId, title, description, link, days, label], index) => ({
    id: `rem-${String(index + 1).padStart(3, '0')}`,
    userId,
    title,
    description,
    label,
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

/** The fund fields the campus's stores ask an order for (its chart of accounts). */
const universityFundFields = [
  { key: 'fund', label: 'Fund', required: true },
  { key: 'department', label: 'Department', required: true },
  { key: 'account', label: 'Account', required: true },
  { key: 'project', label: 'Project', required: false },
];

export const demoStores: StoreRecord[] = [
  {
    id: 'store-01-ehs',
    name: 'Bayview EH&S Safety Store',
    campusCode: '01',
    address: { street: '1300 Harbor Drive', city: 'Bayview', state: 'CA', postalCode: '94501' },
    hours: 'Mon–Fri 8:00–16:30',
    catalogs: [{ id: 'cat-ppe', name: 'Personal protective equipment', url: 'https://store.bayview.example.edu/ppe' }],
    fundFields: universityFundFields,
    salesTax: 8.75,
  },
  {
    id: 'store-01-chem',
    name: 'Bayview Chemistry Stockroom',
    campusCode: '01',
    address: { street: '1250 Harbor Drive, Chemistry Hall B12', city: 'Bayview', state: 'CA', postalCode: '94501' },
    hours: 'Mon–Fri 9:00–12:00 and 13:00–16:00',
    catalogs: [
      { id: 'cat-solvents', name: 'Solvents and reagents' },
      { id: 'cat-glassware', name: 'Glassware' },
    ],
    fundFields: universityFundFields,
    salesTax: 8.75,
    inventoryId: 'inv-01-chem-lab',
  },
  { id: 'store-03-med', name: 'Valley Oaks Medical Center Supply', campusCode: '03' },
];

/** The Apps menu of the demo tenant. */
export const demoApps: AppLinkRecord[] = [
  { id: 'app-chemicals', name: 'Chemical Inventory', contextUrl: 'https://apps.pss.example.edu/chemicals', order: 1 },
  { id: 'app-training', name: 'Safety Training', contextUrl: 'https://apps.pss.example.edu/training', order: 2 },
  { id: 'app-incidents', name: 'Incident Reporting', contextUrl: 'https://apps.pss.example.edu/incidents', order: 3 },
  { id: 'app-sds', name: 'Safety Data Sheets', contextUrl: 'https://apps.pss.example.edu/sds', order: 4 },
];
