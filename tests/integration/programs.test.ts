import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { uniqueName } from './steps/role-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let campusAdmin: ApiClient;
let programAdmin: ApiClient;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  campusAdmin = await signIn(stack.url, 'campus.admin');
  programAdmin = await signIn(stack.url, 'program.admin');
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

interface ProgramAnswer {
  id: string;
  name: string;
  description: string | null;
  campusCode: string;
  domain: { id: string; name: string };
}
const programFields = 'id name description campusCode domain { id name }';

const searchPrograms = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ searchPrograms: { docs: ProgramAnswer[]; meta: { page: number; size: number; total: number } } }>(
    `query Search($input: SearchProgramsInput!) { searchPrograms(input: $input) { docs { ${programFields} } meta { page size total } } }`,
    { input },
  );
const createProgram = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ createProgram: ProgramAnswer }>(
    `mutation Create($input: CreateProgramInput!) { createProgram(input: $input) { ${programFields} } }`,
    { input },
  );
const newProgram = (name: string) => ({ campusCode: '01', domainId: 'dom-01-ehs', name, description: 'Made by a test' });

describe('studio campus programs', () => {
  it('lists a campus programs by name, page 1 of size 25 by default, filtered by a search', async () => {
    const all = await searchPrograms(campusAdmin, { campusCode: '01' });
    const found = await searchPrograms(campusAdmin, { campusCode: '01', search: 'laboratory' });

    expect(all.data?.searchPrograms.meta).toMatchObject({ page: 1, size: 25 });
    const names = all.data!.searchPrograms.docs.map((program) => program.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(found.data?.searchPrograms.docs.map((program) => program.name)).toContain('Laboratory Safety');
    expect(found.data?.searchPrograms.docs.every((program) => program.name.toLowerCase().includes('laboratory'))).toBe(true);
  });

  it('creates a program in a domain of the campus, which its search then finds and its administrators manage', async () => {
    const name = uniqueName('Radiation Safety');

    const created = await createProgram(campusAdmin, newProgram(name));
    const found = await searchPrograms(campusAdmin, { campusCode: '01', search: name });
    const roles = await campusAdmin.graphql('query Roles($id: ID!) { programRoles(programId: $id) { id } }', { id: created.data?.createProgram.id });

    expect(created.data?.createProgram).toMatchObject({ name, campusCode: '01', description: 'Made by a test', domain: { id: 'dom-01-ehs' } });
    expect(found.data?.searchPrograms.docs.map((program) => program.id)).toEqual([created.data?.createProgram.id]);
    expect(roles.errors).toBeUndefined();
  });

  it('answers CONFLICT to a second program of the same name on the campus, whatever its case', async () => {
    const name = uniqueName('Laser Safety');
    await createProgram(campusAdmin, newProgram(name));

    const again = await createProgram(campusAdmin, newProgram(` ${name.toUpperCase()} `));
    const seeded = await createProgram(campusAdmin, newProgram('Laboratory Safety'));

    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect(again.errors?.[0]?.message).toBe('A program with this name already exists on this campus.');
    expect(codesOf(seeded)).toEqual(['CONFLICT']);
  });

  it('answers BAD_USER_INPUT to a blank name and to a domain of another campus', async () => {
    const blank = await createProgram(campusAdmin, newProgram('   '));
    const otherDomain = await createProgram(campusAdmin, { ...newProgram(uniqueName('Elsewhere')), domainId: 'dom-02-ehs' });

    expect(codesOf(blank)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(otherDomain)).toEqual(['BAD_USER_INPUT']);
  });

  it('filters by domain and feature and sorts by name, domain or creation, either way (people17)', async () => {
    const stamp = uniqueName('Sorting');
    const research = await createProgram(campusAdmin, { ...newProgram(`${stamp} A research`), domainId: 'dom-01-research' });
    const ehs = await createProgram(campusAdmin, newProgram(`${stamp} B ehs`));
    const ids = (answer: Awaited<ReturnType<typeof searchPrograms>>) => answer.data?.searchPrograms.docs.map((program) => program.id);
    const researchId = research.data?.createProgram.id;
    const ehsId = ehs.data?.createProgram.id;

    const byNameDesc = await searchPrograms(campusAdmin, { campusCode: '01', search: stamp, sort: { field: 'NAME', direction: 'desc' } });
    const newestFirst = await searchPrograms(campusAdmin, { campusCode: '01', search: stamp, sort: { field: 'CREATED', direction: 'desc' } });
    const byDomain = await searchPrograms(campusAdmin, { campusCode: '01', search: stamp, sort: { field: 'DOMAIN', direction: 'asc' } });
    const ofResearch = await searchPrograms(campusAdmin, { campusCode: '01', search: stamp, filter: { domainId: 'dom-01-research' } });
    const withFeature = await searchPrograms(campusAdmin, { campusCode: '01', search: stamp, filter: { feature: 'no-such-feature' } });
    const everyResearch = await searchPrograms(campusAdmin, { campusCode: '01', filter: { domainId: 'dom-01-research' }, size: 100 });

    expect(ids(byNameDesc)).toEqual([ehsId, researchId]);
    expect(ids(newestFirst)).toEqual([ehsId, researchId]);
    expect(byDomain.data?.searchPrograms.docs.map((program) => program.domain.id)).toEqual(
      [...(byDomain.data?.searchPrograms.docs ?? [])].sort((a, b) => a.domain.name.localeCompare(b.domain.name)).map((program) => program.domain.id),
    );
    expect(ids(ofResearch)).toEqual([researchId]);
    expect(ofResearch.data?.searchPrograms.meta.total).toBe(1);
    expect(withFeature.data?.searchPrograms).toMatchObject({ docs: [], meta: { total: 0 } });
    expect(everyResearch.data?.searchPrograms.docs.every((program) => program.domain.id === 'dom-01-research')).toBe(true);
  });

  it('answers BAD_USER_INPUT to an unknown sort column or filter rule (people17)', async () => {
    const badSort = await searchPrograms(campusAdmin, { campusCode: '01', sort: { field: 'NAME', direction: 'sideways' } });
    const badFilter = await searchPrograms(campusAdmin, { campusCode: '01', filter: { domainId: '' } });

    expect(codesOf(badSort)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(badFilter)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers FORBIDDEN to staff.one and to a program admin, who do not administer the campus', async () => {
    const staffSearch = await searchPrograms(staffOne, { campusCode: '01' });
    const staffCreate = await createProgram(staffOne, newProgram(uniqueName('Not mine')));
    const programAdminCreate = await createProgram(programAdmin, newProgram(uniqueName('Not mine either')));

    expect(codesOf(staffSearch)).toEqual(['FORBIDDEN']);
    expect(codesOf(staffCreate)).toEqual(['FORBIDDEN']);
    expect(codesOf(programAdminCreate)).toEqual(['FORBIDDEN']);
  });
});
