import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownFlag } from '../../schema/src/flags/gated-fields';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { setFlag as setFlagAs } from './steps/flag-steps';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

// gates17, fail closed: every API behind a rollout flag refuses (NOT_FOUND, as the web's not-found page for a
// missing flag) while the flag is off for the caller, and answers again once it is on. The flag is read from its
// item on every request, so a flip applies at once.

type Persona = 'staff.one' | 'staff.two' | 'program.admin';

let stack: LocalStack;
let globalAdmin: ApiClient;
const clients = {} as Record<Persona, ApiClient>;

beforeAll(async () => {
  stack = await startApi();
  globalAdmin = await signIn(stack.url, 'global.admin');
  for (const persona of ['staff.one', 'staff.two', 'program.admin'] as const) clients[persona] = await signIn(stack.url, persona);
});
afterAll(async () => stack.close());

const setFlag = (key: KnownFlag, state: { enabled: boolean; campusCodes?: string[] }) => setFlagAs(globalAdmin, key, state);

/** One call of a gated screen's API, by someone its access rules let in while the flag is on. */
interface GatedCall {
  flag: KnownFlag;
  persona: Persona;
  document: string;
  variables?: Record<string, unknown>;
}

const program = 'prog-01-lab-safety';
const gatedCalls: GatedCall[] = [
  { flag: 'rollout-documents-page', persona: 'staff.one', document: '{ userDocuments { meta { total } } }' },
  { flag: 'rollout-away-redirect', persona: 'staff.one', document: '{ awayTemplate { templateGroupId } }' },
  { flag: 'rollout-dashboard', persona: 'program.admin', document: `{ findDashboardsByProgram(programId: "${program}") { cursor } }` },
  { flag: 'rollout-data-export', persona: 'program.admin', document: `{ dataExplorerTemplates(programId: "${program}") { templates { templateGroupId } } }` },
  {
    flag: 'rollout-deep-dive-component',
    persona: 'program.admin',
    document: `{ deepDive(input: { programId: "${program}", templateGroupId: "tg-lab-safety-inspection" }) { basedOn } }`,
  },
  { flag: 'rollout-data-mapper', persona: 'program.admin', document: '{ dataMapperConfig(templateId: "tpl-lab-safety-inspection-v1") { libraryId } }' },
  {
    flag: 'poc-import-mapper',
    persona: 'program.admin',
    document: 'mutation Import($input: ImportFormsInput!) { importForms(input: $input) { __typename } }',
    variables: {
      input: {
        templateId: 'tpl-lab-safety-inspection-v1',
        dryRun: true,
        rows: [{ rowNumber: 1, owner: 'staff.one', status: 'draft', answers: JSON.stringify({ 'lsi-room': '210B' }) }],
      },
    },
  },
  { flag: 'rollout-library-management', persona: 'staff.one', document: '{ libraryItems(libraryId: "lib-chemical-inventory") { totalRecordCount } }' },
  { flag: 'rollout-inventory', persona: 'staff.two', document: '{ inventoryContainers(inventoryId: "inv-01-chem-lab") { total } }' },
  { flag: 'home-facility', persona: 'staff.one', document: '{ facilitiesByUser(userId: "user-staff-one", size: 5) { nextCursor } }' },
];

describe('the APIs behind rollout flags', () => {
  it.each(gatedCalls.map((call) => [call.flag, call] as const))('%s: refuses with NOT_FOUND while off, answers once on', async (_flag, call) => {
    const client = clients[call.persona];

    await setFlag(call.flag, { enabled: false });
    const refused = await client.graphql(call.document, call.variables);
    await setFlag(call.flag, { enabled: true });
    const answered = await client.graphql(call.document, call.variables);

    expect(codesOf(refused)).toEqual(['NOT_FOUND']);
    expect(refused.errors?.[0]?.message).toBe(`This feature is not available: its rollout flag ${call.flag} is off.`);
    expect(detailsOf(refused)).toEqual({ flag: call.flag });
    expect(answered.errors).toBeUndefined();
  });

  it('refuses the people of a campus the flag is not on for, and answers those of a listed campus', async () => {
    await setFlag('rollout-documents-page', { enabled: true, campusCodes: ['02'] });
    const offCampus = await clients['staff.one'].graphql('{ userDocuments { meta { total } } }');
    await setFlag('rollout-documents-page', { enabled: true, campusCodes: ['01'] });
    const onCampus = await clients['staff.one'].graphql('{ userDocuments { meta { total } } }');

    expect(codesOf(offCampus)).toEqual(['NOT_FOUND']);
    expect(onCampus.errors).toBeUndefined();
  });

  it('keeps answering what an ungated screen shares with a gated one (the Data Explorer Configuration)', async () => {
    await setFlag('rollout-data-export', { enabled: false });

    const config = await clients['program.admin'].graphql(`{ dataExplorerConfig(programId: "${program}") { programId } }`);

    expect(config.errors).toBeUndefined();
    await setFlag('rollout-data-export', { enabled: true });
  });
});
