import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { readForm, saveText, startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

// Each demo persona walks through what it may and may not do; nothing leaks.

let stack: LocalStack;
const people: Record<string, ApiClient> = {};
let staffOneForm: string;

beforeAll(async () => {
  stack = await startApi();
  for (const username of ['global.admin', 'campus.admin', 'program.admin', 'staff.one', 'staff.two', 'health.user']) {
    people[username] = await signIn(stack.url, username);
  }
  staffOneForm = (await startForm(people['staff.one']!)).data!.startForm!.id;
});
afterAll(async () => stack.close());

const navigation = (client: ApiClient) =>
  client.graphql<{
    navigationAccess: { studio: boolean; studioPath: string | null; globalStudio: boolean; adminTools: boolean; globalTools: boolean; adminToolsPath: string | null };
  }>('{ navigationAccess { studio studioPath globalStudio adminTools globalTools adminToolsPath } }',
  );

describe("who may read and write staff.one's draft inspection", () => {
  it.each([
    ['staff.one', true],
    ['program.admin', true],
    ['campus.admin', true],
    ['global.admin', true],
    ['staff.two', false],
    ['health.user', false],
  ])('%s may read and write it: %s', async (username, allowed) => {
    const client = people[username]!;

    const read = await readForm(client, staffOneForm);
    const write = await saveText(client, { formId: staffOneForm, text: `by ${username}`, expectedVersion: 99 });

    expect(codesOf(read)).toEqual(allowed ? [] : ['FORBIDDEN']);
    // A permitted writer passes the permission check and meets the version check; others are stopped first.
    expect(codesOf(write)).toEqual(allowed ? ['CONFLICT'] : ['FORBIDDEN']);
  });
});

describe('the navigation each persona sees', () => {
  const campus01 = '/studio/campus/01';
  const labSafety = `${campus01}/program/prog-01-lab-safety`;
  const nothing = { studio: false, studioPath: null, globalStudio: false, adminTools: false, globalTools: false, adminToolsPath: null };
  it.each([
    ['global.admin', { studio: true, studioPath: '/studio/global', globalStudio: true, adminTools: true, globalTools: true, adminToolsPath: '/studio/campus/00/role' }],
    ['campus.admin', { ...nothing, studioPath: campus01, adminTools: true, adminToolsPath: `${campus01}/role` }],
    ['program.admin', { ...nothing, studioPath: labSafety, adminTools: true, adminToolsPath: `${labSafety}/roles-and-permissions` }],
    ['staff.one', nothing],
    ['health.user', nothing],
  ])('%s', async (username, expected) => {
    expect((await navigation(people[username]!)).data?.navigationAccess).toEqual(expected);
  });
});

describe('templates', () => {
  it('shows the draft Confined Space Entry Permit only to those who may author it', async () => {
    const query = '{ templatesByCampus(campusCode: "01") { name status } }';
    const names = async (username: string) =>
      (await people[username]!.graphql<{ templatesByCampus: Array<{ name: string }> }>(query)).data?.templatesByCampus.map((t) => t.name);

    expect(await names('campus.admin')).toContain('Confined Space Entry Permit');
    expect(await names('staff.one')).not.toContain('Confined Space Entry Permit');
    expect(await names('program.admin')).not.toContain('Confined Space Entry Permit');
    expect(await names('staff.one')).toContain('Laboratory Safety Inspection');
  });

  it('refuses a draft version to someone who may not author it', async () => {
    const answer = await people['staff.one']!.graphql('{ templateById(id: "tpl-confined-space-v1") { id } }');

    expect(codesOf(answer)).toEqual(['FORBIDDEN']);
  });
});

describe('the authorization tooling', () => {
  const checkQuery = `query { fgaCheck(input: { user: "user:user-staff-one", relation: "can_update", object: "form:${'$'}{id}", context: "{\\"status\\":\\"draft\\"}" }) { allowed } }`;

  it('answers global.admin and refuses everyone else', async () => {
    const query = checkQuery.replace('${id}', staffOneForm);

    const asAdmin = await people['global.admin']!.graphql<{ fgaCheck: { allowed: boolean } }>(query);
    const asCampusAdmin = await people['campus.admin']!.graphql(query);
    const model = await people['staff.one']!.graphql('{ fgaAuthorizationModel { id } }');

    expect(asAdmin.data?.fgaCheck.allowed).toBe(true);
    expect(codesOf(asCampusAdmin)).toEqual(['FORBIDDEN']);
    expect(codesOf(model)).toEqual(['FORBIDDEN']);
  });

  it("answers a signed-in user's own check", async () => {
    const query = '{ check(relation: "can_view_studio", object: "global:platform") }';

    expect((await people['global.admin']!.graphql<{ check: boolean }>(query)).data?.check).toBe(true);
    expect((await people['staff.one']!.graphql<{ check: boolean }>(query)).data?.check).toBe(false);
  });

  it('refuses a tuple the model does not admit with BAD_USER_INPUT', async () => {
    const answer = await people['global.admin']!.graphql(
      'mutation { fgaWrite(input: { writes: [{ user: "user:x", relation: "no_such_relation", object: "campus:01" }] }) { written } }',
    );

    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('who may read and change the feature flags (internal tools)', () => {
  it.each([
    ['global.admin', true],
    ['campus.admin', false],
    ['program.admin', false],
    ['staff.one', false],
    ['staff.two', false],
    ['health.user', false],
  ])('%s may read and set the flags: %s', async (username, allowed) => {
    const client = people[username]!;

    const settings = await client.graphql('{ featureFlagSettings { key enabled } }');
    const history = await client.graphql('{ featureFlagHistory(key: "rollout-form-v2") { items { changedAt } } }');
    // Setting it to the state infra/config gives it (off) leaves the flag as it was for every later row.
    const write = await client.graphql('mutation { setFeatureFlag(input: { key: "rollout-form-v2", enabled: false }) { key } }');

    expect([...codesOf(settings), ...codesOf(history)]).toEqual(allowed ? [] : ['FORBIDDEN', 'FORBIDDEN']);
    expect(codesOf(write)).toEqual(allowed ? [] : ['FORBIDDEN']);
  });
});
