import type { LibraryItemRecord, LibraryRecord, PlaceRecord } from '../../functions/data/entities';
import { gazetteerBuildings } from '../../functions/search/address/offline-gazetteer';

/** The buildings of campuses 01 and 03: the same ones the local address gazetteer knows. */
export const demoBuildings: PlaceRecord[] = gazetteerBuildings.map((building) => ({
  id: `bld-${building.campusCode}-${building.code.toLowerCase()}`,
  kind: 'building',
  campusCode: building.campusCode,
  code: building.code,
  name: building.name,
}));

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

/** The demo data libraries: chemicals (for chemical inventory questions) and hot work equipment. */
export const demoLibraries: LibraryRecord[] = [
  { id: 'lib-chemical-inventory', name: 'Chemical inventory', fieldNames: ['casNumber', 'hazardClass', 'storage'] },
  { id: 'lib-hot-work-equipment', name: 'Hot work equipment', fieldNames: ['process', 'fuel'] },
];

type Fields = LibraryItemRecord['fields'];

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

/** The items of the demo libraries. */
export const demoLibraryItems: LibraryItemRecord[] = [
  ...chemicals.map(([id, name, fields]) => ({ schemaId: 'lib-chemical-inventory', id: `chem-${id}`, name, fields })),
  ...equipment.map(([id, name, fields]) => ({ schemaId: 'lib-hot-work-equipment', id: `hwe-${id}`, name, fields })),
];

/** Every signed-in person may view the demo libraries; the platform's library managers administer them. */
export const demoLibraryTuples = demoLibraries.flatMap((library) => [
  { user: 'global:platform', relation: 'platform', object: `library:${library.id}` },
  { user: 'user:*', relation: 'viewer', object: `library:${library.id}` },
]);
