import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, detailsOf, signIn, startApi, type ApiClient } from './support/local-api';

// Auth Model Tools' Read by user alone and its names of objects, through the real handlers over the demo data.

let stack: LocalStack;
let admin: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  admin = await signIn(stack.url, 'global.admin');
});
afterAll(async () => stack.close());

interface ReadPage {
  fgaRead: { tuples: Array<{ key: { user: string; relation: string; object: string } }>; continuationToken: string | null };
}

const readQuery = `query Read($input: FgaReadInput!) {
  fgaRead(input: $input) { tuples { key { user relation object } } continuationToken }
}`;

const read = (input: Record<string, unknown>) => admin.graphql<ReadPage>(readQuery, { input });

describe('Read by user alone', () => {
  it("finds a person's tuples on every type of object", async () => {
    // Act
    const answer = await read({ user: 'user:user-staff-one' });

    // Assess
    expect(codesOf(answer)).toEqual([]);
    const keys = answer.data!.fgaRead.tuples.map((tuple) => `${tuple.key.relation} ${tuple.key.object}`);
    expect(keys).toContain('member program:prog-01-lab-safety');
    expect(keys).toContain('member campus:01');
  });

  it('pages across types with the continuation token and finds the same tuples', async () => {
    // Prepare
    const whole = (await read({ user: 'user:user-staff-one' })).data!.fgaRead.tuples;

    // Act
    const paged: ReadPage['fgaRead']['tuples'] = [];
    let token: string | null = null;
    do {
      const page: ReadPage['fgaRead'] = (await read({ user: 'user:user-staff-one', pageSize: 1, ...(token ? { continuationToken: token } : {}) })).data!.fgaRead;
      paged.push(...page.tuples);
      token = page.continuationToken;
    } while (token);

    // Assess
    expect(paged).toEqual(whole);
  });

  it('narrows by relationship too', async () => {
    // Act
    const answer = await read({ user: 'user:user-staff-one', relation: 'member' });

    // Assess
    expect(answer.data!.fgaRead.tuples.every((tuple) => tuple.key.relation === 'member')).toBe(true);
  });

  it('refuses a relationship alone, saying what to add to which field', async () => {
    // Act
    const answer = await read({ relation: 'member' });

    // Assess
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(detailsOf<{ problems: unknown[] }>(answer)?.problems).toEqual([
      { path: 'object', message: 'Reading by relationship needs an object (type:id) or a user too' },
    ]);
  });
});

describe('fgaObjectNames', () => {
  it('names people, programs and campuses, and says which do not exist', async () => {
    // Act
    const answer = await admin.graphql<{ fgaObjectNames: Array<{ object: string; name: string | null; exists: boolean | null }> }>(
      'query Names($objects: [String!]!) { fgaObjectNames(objects: $objects) { object name exists } }',
      { objects: ['user:user-staff-one', 'user:staff.one', 'program:prog-01-lab-safety', 'role:no-such-role', 'form:f1'] },
    );

    // Assess
    expect(answer.data?.fgaObjectNames).toEqual([
      { object: 'user:user-staff-one', name: 'Jordan Lee', exists: true },
      { object: 'user:staff.one', name: null, exists: false },
      { object: 'program:prog-01-lab-safety', name: 'Laboratory Safety', exists: true },
      { object: 'role:no-such-role', name: null, exists: false },
      { object: 'form:f1', name: null, exists: null },
    ]);
  });
});
