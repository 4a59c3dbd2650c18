import type { LibraryItemRecord, LibraryRecord, LibraryUniqueRecord, PlaceRecord } from '../../functions/data/entities';
import { laundryLocationsLibraryId } from '../../schema/src/home/assessment-type-entries';
import type { LibraryField } from '../../schema/src/libraries/library-model';

const departments: Array<[string, string, string]> = [
  ['01', 'CHEM', 'Chemistry and Biochemistry'],
  ['01', 'BIOL', 'Biological Sciences'],
  ['01', 'MENG', 'Mechanical Engineering'],
  ['01', 'PHYS', 'Physics and Astronomy'],
  ['01', 'EHS', 'Environmental Health and Safety'],
  ['01', 'FACS', 'Facilities Services'],
  ['01', 'ARTS', 'Art and Design'],
  ['03', 'MED', 'Internal Medicine'],
  ['03', 'NURS', 'Nursing'],
  ['03', 'PATH', 'Pathology and Laboratory Medicine'],
  ['03', 'VETM', 'Veterinary Medicine'],
  ['03', 'ANSC', 'Animal Science'],
];

/** The departments of campuses 01 and 03. */
export const demoDepartments: PlaceRecord[] = departments.map(([campusCode, code, name]) => ({
  id: `dept-${campusCode}-${code.toLowerCase()}`,
  kind: 'department',
  campusCode,
  code,
  name,
}));

const demoTime = '2026-01-05T09:00:00.000Z';

const textField = (fieldName: string, displayOrder: number, more: Partial<LibraryField> = {}): LibraryField => ({
  fieldName,
  dataType: 'TEXT',
  required: false,
  unique: false,
  showInTable: true,
  displayOrder,
  pickListSelection: [],
  relatesTo: null,
  ...more,
});

/** The first field of a demo library: the item's name, required and unique. */
const nameField = textField('name', 0, { required: true, unique: true });

const library = (id: string, objectName: string, libraryType: LibraryRecord['libraryType'], fieldNames: string[], itemCount: number): LibraryRecord => ({
  id,
  objectName,
  status: 'PUBLISHED',
  libraryType,
  fieldArraySchema: [nameField, ...fieldNames.map((fieldName, index) => textField(fieldName, index + 1))],
  itemCount,
  version: 1,
  createdAt: demoTime,
  updatedAt: demoTime,
  createdBy: 'global.admin',
});

type Fields = Record<string, string>;

const chemicals: Array<[string, string, Fields]> = [
  ['acetone', 'Acetone', { casNumber: '67-64-1', hazardClass: 'Flammable liquid', storage: 'Flammables cabinet' }],
  ['ethanol', 'Ethanol', { casNumber: '64-17-5', hazardClass: 'Flammable liquid', storage: 'Flammables cabinet' }],
  ['methanol', 'Methanol', { casNumber: '67-56-1', hazardClass: 'Flammable liquid', storage: 'Flammables cabinet' }],
  ['hydrochloric-acid', 'Hydrochloric acid', { casNumber: '7647-01-0', hazardClass: 'Corrosive', storage: 'Acid cabinet' }],
  ['sulfuric-acid', 'Sulfuric acid', { casNumber: '7664-93-9', hazardClass: 'Corrosive', storage: 'Acid cabinet' }],
  ['sodium-hydroxide', 'Sodium hydroxide', { casNumber: '1310-73-2', hazardClass: 'Corrosive', storage: 'Base cabinet' }],
  ['hydrogen-peroxide', 'Hydrogen peroxide 30%', { casNumber: '7722-84-1', hazardClass: 'Oxidizer', storage: 'Cold room' }],
  ['sodium-azide', 'Sodium azide', { casNumber: '26628-22-8', hazardClass: 'Acute toxicity', storage: 'Poisons cabinet' }],
];

const equipment: Array<[string, string, Fields]> = [
  ['oxy-acetylene', 'Oxy-acetylene torch', { process: 'Cutting', fuel: 'Acetylene' }],
  ['mig-welder', 'MIG welder', { process: 'Welding', fuel: 'Electric' }],
  ['angle-grinder', 'Angle grinder', { process: 'Grinding', fuel: 'Electric' }],
  ['propane-torch', 'Propane torch', { process: 'Brazing', fuel: 'Propane' }],
];

// Where lab coats and other PPE are dropped off for laundering (docs/decisions.md, rooms16): the library behind
// Manage Laundry Locations, edited by the campus's PPE coordinators.
const laundryLocations: Array<[string, string, Fields]> = [
  ['chm-101', 'Chemistry Hall drop-off', { Building: 'Chemistry Hall (CHM)', Room: '101', Hours: 'Mon-Fri 8:00-17:00', Contact: 'ppe@bayview.example.edu', Active: 'Yes' }],
  ['bls-110', 'Life Sciences drop-off', { Building: 'Bayview Life Sciences (BLS)', Room: '110', Hours: 'Mon-Fri 7:30-16:00', Contact: 'Sam Rivera, x4410', Active: 'Yes' }],
  ['eng-150', 'Engineering drop-off', { Building: 'Engineering Center (ENG)', Room: '150', Hours: 'Tue and Thu 9:00-12:00', Contact: 'ppe@bayview.example.edu', Active: 'No' }],
];

/** A laundry location's title field: its name, required and unique (the columns read as headings: capitalised). */
const laundryTitleField = 'Location';

/** The demo data libraries, published: chemicals (for chemical inventory questions), hot work equipment, laundry locations. */
export const demoLibraries: LibraryRecord[] = [
  library('lib-chemical-inventory', 'Chemical inventory', 'CHEMICAL', ['casNumber', 'hazardClass', 'storage'], chemicals.length),
  library('lib-hot-work-equipment', 'Hot work equipment', null, ['process', 'fuel'], equipment.length),
  {
    ...library(laundryLocationsLibraryId, 'Laundry Locations', null, [], laundryLocations.length),
    fieldArraySchema: [textField(laundryTitleField, 0, { required: true, unique: true }), ...['Building', 'Room', 'Hours', 'Contact', 'Active'].map((fieldName, index) => textField(fieldName, index + 1))],
  },
];

const item = (schemaId: string, id: string, name: string, fields: Fields, titleField = 'name'): LibraryItemRecord => ({
  schemaId,
  id,
  name,
  values: { [titleField]: name, ...fields },
  version: 1,
  createdAt: demoTime,
  updatedAt: demoTime,
});

/** The items of the demo libraries. */
export const demoLibraryItems: LibraryItemRecord[] = [
  ...chemicals.map(([id, name, fields]) => item('lib-chemical-inventory', `chem-${id}`, name, fields)),
  ...equipment.map(([id, name, fields]) => item('lib-hot-work-equipment', `hwe-${id}`, name, fields)),
  ...laundryLocations.map(([id, name, fields]) => item(laundryLocationsLibraryId, `laundry-${id}`, name, fields, laundryTitleField)),
];

/** The guards of the demo items' unique names (what creating them through the API would have written). */
export const demoLibraryGuards: LibraryUniqueRecord[] = demoLibraryItems.map((entry) => ({
  schemaId: entry.schemaId,
  fieldName: entry.schemaId === laundryLocationsLibraryId ? laundryTitleField : 'name',
  valueKey: entry.name.trim().toLowerCase(),
  itemId: entry.id,
  claimedAt: demoTime,
}));

/**
 * The platform's library managers administer the demo libraries. Everyone signed in may view them, except Laundry
 * Locations: only the demo's PPE coordinator (Sam Rivera, staff.two: "PPE Coordinator" at a facility in campus
 * config) edits it, through a per-library grant.
 */
export const demoLibraryTuples = demoLibraries.flatMap((entry) => [
  { user: 'global:platform', relation: 'platform', object: `library:${entry.id}` },
  entry.id === laundryLocationsLibraryId
    ? { user: 'user:user-staff-two', relation: 'editor', object: `library:${entry.id}` }
    : { user: 'user:*', relation: 'viewer', object: `library:${entry.id}` },
]);
