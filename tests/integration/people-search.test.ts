import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Query } from '../../functions/generated/graphql';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { signIn, startApi, type ApiClient } from './support/local-api';

let stack: LocalStack;
let staffOne: ApiClient;
beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => stack.close());

const searchPeople = (searchTerm: string, campusCode: string) =>
  staffOne.graphql<Query>(
    'query People($searchTerm: String!, $campusCode: String!) { searchPeople(searchTerm: $searchTerm, campusCode: $campusCode) { userId firstName lastName email } }',
    { searchTerm, campusCode },
  );

describe('people search backed by the user directory', () => {
  it('finds the administrator infra/config invited, who has never signed in', async () => {
    const answer = await searchPeople('morg', '00');

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.searchPeople).toEqual([
      { userId: expect.stringMatching(/^user-/), firstName: 'Pat', lastName: 'Morgan', email: 'platform.admin@pss.example.edu' },
    ]);
  });

  it('finds people by email prefix, ignoring case', async () => {
    const answer = await searchPeople('PLATFORM.A', '00');

    expect(answer.data?.searchPeople.map((person) => person.lastName)).toEqual(['Morgan']);
  });
});
