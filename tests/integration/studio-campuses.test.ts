import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { signIn, startApi } from './support/local-api';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startApi();
});
afterAll(async () => stack.close());

const pickerCampuses = async (username: string, search?: string) => {
  const client = await signIn(stack.url, username);
  const answer = await client.graphql<{ studioCampuses: Array<{ id: string }> }>(
    'query Picker($search: String) { studioCampuses(search: $search) { id name } }',
    { search },
  );
  return answer.data?.studioCampuses.map((campus) => campus.id);
};

describe('the studio campus picker (campus roles flag on in the demo data)', () => {
  it('lists only the campuses where the user can view the studio', async () => {
    expect(await pickerCampuses('campus.admin')).toEqual(['01']);
    expect(await pickerCampuses('staff.one')).toEqual([]);
    expect(await pickerCampuses('global.admin')).toHaveLength(14);
  });

  it('searches names and codes, ignoring case', async () => {
    expect(await pickerCampuses('global.admin', 'bay')).toEqual(['01']);
    expect(await pickerCampuses('global.admin', 'anr')).toEqual(['ANR']);
    expect(await pickerCampuses('global.admin', 'nowhere')).toEqual([]);
  });
});
