import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonSearchResult } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
let globalAdmin: ApiClient;
let healthUser: ApiClient;
beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  globalAdmin = await signIn(stack.url, 'global.admin');
  healthUser = await signIn(stack.url, 'health.user');
});
afterAll(async () => stack.close());

const searchPeople = (searchTerm: string, campusCode: string, client = globalAdmin) =>
  client.graphql<{ search: PersonSearchResult[] }>(
    `query People($searchTerm: String!, $campusCode: String!) {
      search(category: PERSON, searchTerm: $searchTerm, campusCode: $campusCode) { ... on PersonSearchResult { userId firstName lastName email } }
    }`,
    { searchTerm, campusCode },
  );

describe('people search backed by the user directory', () => {
  it('finds the administrator infra/config invited, who has never signed in', async () => {
    const answer = await searchPeople('morg', '00');

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.search).toEqual([
      { userId: expect.stringMatching(/^user-/), firstName: 'Pat', lastName: 'Morgan', email: 'platform.admin@pss.example.edu' },
    ]);
  });

  it('finds people by email prefix, ignoring case', async () => {
    const answer = await searchPeople('PLATFORM.A', '00');

    expect(answer.data?.search.map((person) => person.lastName)).toEqual(['Morgan']);
  });
});

describe('people search scoped by its campus code', () => {
  it("answers a person's own campus", async () => {
    const answer = await searchPeople('chen', '03', healthUser);

    expect(answer.data?.search.map((person) => person.email)).toEqual(['alex.chen@valleyoaks.example.edu']);
  });

  it('refuses people of a campus the caller may not see with FORBIDDEN, naming nobody', async () => {
    const answer = await searchPeople('chen', '03', staffOne);

    expect(codesOf(answer)).toEqual(['FORBIDDEN']);
    expect(answer.data?.search ?? []).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain('valleyoaks');
  });

  it('lets a global administrator search every campus', async () => {
    const answer = await searchPeople('chen', '03', globalAdmin);

    expect(answer.data?.search.map((person) => person.lastName)).toEqual(['Chen']);
  });

  it('answers BAD_USER_INPUT to a campus code that is not letters and digits', async () => {
    expect(codesOf(await searchPeople('chen', ':v1', healthUser))).toEqual(['BAD_USER_INPUT']);
  });
});
