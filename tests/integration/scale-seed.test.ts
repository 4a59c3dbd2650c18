import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFormCounts } from '../../functions/data/form-counters';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { scaleFormsGroupId, scaleGroupId } from '../../scripts/bench/scale-records';
import { createScaleSeeder, scaleCounterScopes } from '../../scripts/bench/scale-seed';
import { signIn, startApi, type ApiClient } from './support/local-api';

// bench:scale seeds straight into the table; this keeps its items what the API reads as forms, action items and
// template groups while the data model changes.

let stack: LocalStack;
let owner: ApiClient;
let programAdmin: ApiClient;

interface Paged {
  docs: Array<{ id: string }>;
  meta: { total: number };
}

const userDocuments = (client: ApiClient) =>
  client.graphql<{ userDocuments: Paged }>('{ userDocuments(page: 1, size: 25) { docs { id } meta { total } } }');
const reminders = (client: ApiClient) => client.graphql<{ reminders: Paged }>('{ reminders(page: 1, size: 25) { docs { id } meta { total } } }');
const groupDocuments = (client: ApiClient) =>
  client.graphql<{ documentsByTemplateGroup: Paged }>(
    'query Group($groupId: ID!) { documentsByTemplateGroup(groupId: $groupId, page: 1, size: 25) { docs { id } meta { total } } }',
    { groupId: scaleFormsGroupId },
  );
const startable = (client: ApiClient) =>
  client.graphql<{ assessmentTemplates: Array<{ templateGroupId: string }> }>(
    '{ assessmentTemplates(includeRestrictedCreateAccess: false) { templateGroupId } }',
  );

let countsBefore: number[];
let remindersBefore: number;

beforeAll(async () => {
  stack = await startApi();
  owner = await signIn(stack.url, 'staff.one');
  programAdmin = await signIn(stack.url, 'program.admin');
  countsBefore = await readFormCounts(scaleCounterScopes(scaleFormsGroupId));
  remindersBefore = (await reminders(owner)).data!.reminders.meta.total;
  const seeder = await createScaleSeeder(new Date('2026-11-24T09:00:00.000Z'));
  await seeder.growTo({ forms: 50, groups: 3 });
});
afterAll(async () => stack.close());

describe('the bench:scale seeder', () => {
  it('counts the 50 seeded forms in the owner’s, the group’s and the program’s counters', async () => {
    const counts = await readFormCounts(scaleCounterScopes(scaleFormsGroupId));

    expect(counts).toEqual(countsBefore.map((before) => before + 50));
  });

  it('writes forms the owner lists and opens, newest first', async () => {
    const listed = await userDocuments(owner);
    const firstId = listed.data?.userDocuments.docs[0]?.id;
    const opened = await owner.graphql<{ form: { id: string; status: string } }>('query Form($id: ID!) { form(id: $id) { id status } }', { id: firstId });

    expect(listed.errors).toBeUndefined();
    expect(listed.data?.userDocuments.meta.total).toBe(countsBefore[0]! + 50);
    expect(firstId).toBe('scale-form-000000');
    expect(opened.data?.form).toEqual({ id: 'scale-form-000000', status: 'draft' });
  });

  it('puts every form in one template group that its program’s administrator lists', async () => {
    const listed = await groupDocuments(programAdmin);

    expect(listed.errors).toBeUndefined();
    expect(listed.data?.documentsByTemplateGroup.meta.total).toBe(50);
    expect(listed.data?.documentsByTemplateGroup.docs).toHaveLength(25);
  });

  it('gives the owner one open action item per seeded form', async () => {
    const listed = await reminders(owner);

    expect(listed.data?.reminders.meta.total).toBe(remindersBefore + 50);
  });

  it('publishes the seeded template groups where campus members can start them', async () => {
    const listed = await startable(owner);
    const groupIds = listed.data?.assessmentTemplates.map((template) => template.templateGroupId);

    expect(groupIds).toEqual(expect.arrayContaining([scaleGroupId(0), scaleGroupId(1), scaleGroupId(2)]));
  });
});
