import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { startForm } from './steps/form-steps';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;

const homeQuery = `
  query Home($size: Int) {
    reminders(page: 1, size: $size) { docs { id details { title link } createdDate } meta { page size total nextCursor } }
    storesByUser { id name }
    findProgramsByCampus { id name domain { name campus { id name } } }
    inventoryItemsByUser(page: 1, size: $size) { docs { id name type status startDate link } meta { total } }
    assessmentTemplates { id label type templateGroupId }
  }`;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

describe('the home page data', () => {
  it("gives staff.one five newest open action items out of seven, and campus 01's stores and templates", async () => {
    const answer = await staffOne.graphql<Query>(homeQuery, { size: 5 });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.reminders.meta).toEqual({ page: 1, size: 5, total: 7, nextCursor: expect.any(String) });
    expect(answer.data?.reminders.docs[0]?.details.title).toBe('Complete your annual laboratory safety refresher');
    expect(answer.data?.storesByUser.map((store) => store.name)).toContain('Bayview EH&S Safety Store');
    expect(answer.data?.assessmentTemplates.map((template) => template.label)).toEqual([
      'Ergonomic Workstation Self-Assessment',
      'Every Question Kind Demo',
      'Hot Work Permit Application',
      'Laboratory Safety Inspection',
    ]);
  });

  it('lists a newly started form first in the workspace', async () => {
    const formId = (await startForm(staffOne)).data!.startForm!.id;

    const answer = await staffOne.graphql<Query>(homeQuery, { size: 5 });

    expect(answer.data?.inventoryItemsByUser.docs[0]).toMatchObject({ id: formId, type: 'Form', link: `/form/${formId}` });
    // From the counters: staff.one's six seeded workspace items and this form.
    expect(answer.data?.inventoryItemsByUser.meta.total).toBe(7);
  });

  it("shows campus 03's medical center programs only to health-tagged users", async () => {
    const health = await signIn(stack.url, 'health.user');
    const query = '{ findProgramsByCampus(campusCode: "03") { name } }';

    const forHealth = await health.graphql<{ findProgramsByCampus: Array<{ name: string }> }>(query);
    const forStaff = await staffOne.graphql<{ findProgramsByCampus: Array<{ name: string }> }>(query);

    expect(forHealth.data?.findProgramsByCampus.map((p) => p.name)).toContain('Medical Center EHS');
    expect(forStaff.data?.findProgramsByCampus.map((p) => p.name)).not.toContain('Medical Center EHS');
  });

  it('answers the profile with the campus names and the flags as they apply', async () => {
    const answer = await staffOne.graphql<Query>(
      '{ profile { userId firstName campusCode campusName shortName } featureFlags { key enabled } }',
    );

    expect(answer.data?.profile).toEqual({
      userId: 'user-staff-one',
      firstName: 'Jordan',
      campusCode: '01',
      campusName: 'PSU Bayview',
      shortName: 'Bayview',
    });
    expect(answer.data?.featureFlags).toContainEqual({ key: 'rollout-self-initiated-button', enabled: true });
    expect(answer.data?.featureFlags).toContainEqual({ key: 'rollout-form-v2', enabled: false });
  });

  it('rejects a label filter that is not JSON before the resolver, and one that is not a list of types in it', async () => {
    const notJson = await staffOne.graphql('{ assessmentTemplates(label: "not json") { id } }');
    const notAList = await staffOne.graphql('{ assessmentTemplates(label: "{\\"type\\":1}") { id } }');

    expect(notJson.data).toBeNull();
    expect(notJson.errors?.[0]?.message).toMatch(/Unable to parse not json as valid AWSJSON\./);
    expect(codesOf(notAList)).toEqual(['BAD_USER_INPUT']);
  });
});
