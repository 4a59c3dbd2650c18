import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthzError, type TupleKey } from '../../functions/authz/engine/types';
import { dynamoRequestCounter } from '../../functions/data/client';
import { DynamoTupleStore } from '../../functions/data/dynamo-tuple-store';
import { keysTaggedWith } from '../../functions/data/store';
import { runInRequestContext } from '../../functions/shared/request-context';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const tuples = new DynamoTupleStore();
const tuple = (user: string, relation: string, object: string): TupleKey => ({ user, relation, object });
const keysOf = (stored: Array<{ key: TupleKey }>) => stored.map((t) => `${t.key.object}#${t.key.relation}@${t.key.user}`).sort();

/** Every tuple a filter reads, page after page. */
async function readAll(filter: Parameters<DynamoTupleStore['read']>[0], pageSize: number) {
  const pages: number[] = [];
  const all: Array<{ key: TupleKey }> = [];
  let continuationToken: string | undefined;
  do {
    const page = await tuples.read(filter, { pageSize, continuationToken });
    pages.push(page.tuples.length);
    all.push(...page.tuples);
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return { pages, all };
}

describe('the DynamoDB tuple store against dynalite', () => {
  it('finds a tuple from the object side and from the user side', async () => {
    await tuples.write(
      [
        tuple('user:anne', 'viewer', 'doc:side-1'),
        tuple('user:bob', 'viewer', 'doc:side-1'),
        tuple('group:eng#member', 'viewer', 'doc:side-1'),
        tuple('user:*', 'viewer', 'doc:side-2'),
        tuple('user:anne', 'editor', 'doc:side-2'),
        tuple('user:anne', 'viewer', 'folder:side-3'),
      ],
      [],
    );

    expect(keysOf(await tuples.readUsersOf('doc:side-1', 'viewer'))).toEqual([
      'doc:side-1#viewer@group:eng#member',
      'doc:side-1#viewer@user:anne',
      'doc:side-1#viewer@user:bob',
    ]);
    expect(keysOf(await tuples.readUsersOf('doc:side-1', 'view'))).toEqual([]);
    expect(await tuples.readUsersOf('doc:side-1', 'viewer#group:eng')).toEqual([]);
    expect(keysOf(await tuples.readObjectsOf('user:anne', 'doc', 'viewer'))).toEqual(['doc:side-1#viewer@user:anne']);
    expect(keysOf(await tuples.readObjectsOf('user:*', 'doc', 'viewer'))).toEqual(['doc:side-2#viewer@user:*']);
    expect(keysOf(await tuples.readObjectsOf('group:eng#member', 'doc', 'viewer'))).toEqual(['doc:side-1#viewer@group:eng#member']);
  });

  it('reads every tuple of a busy (object, relation) through DynamoDB pages', async () => {
    // About 1.5 KB an item: 800 of them pass DynamoDB's 1 MB page.
    for (let batch = 0; batch < 8; batch += 1) {
      const many = Array.from({ length: 100 }, (_, i) => tuple(`user:${'u'.repeat(440)}-${batch}-${i}`, 'viewer', 'doc:busy'));
      await tuples.write(many, []);
    }
    const before = dynamoRequestCounter.total;

    const busy = await tuples.readUsersOf('doc:busy', 'viewer');

    expect(busy).toHaveLength(800);
    expect(dynamoRequestCounter.total - before).toBeGreaterThan(1);
  });

  it('serves OpenFGA Read filters: object, object and relation, object and user, type and user', async () => {
    await tuples.write(
      [
        tuple('user:carl', 'viewer', 'report:r1'),
        tuple('user:carl', 'owner', 'report:r1'),
        tuple('user:dana', 'viewer', 'report:r1'),
        tuple('user:carl', 'viewer', 'report:r2'),
        tuple('user:carl', 'viewer', 'reporter:x'),
      ],
      [],
    );

    expect(keysOf((await tuples.read({ object: 'report:r1' })).tuples)).toHaveLength(3);
    expect(keysOf((await tuples.read({ object: 'report:r1', relation: 'viewer' })).tuples)).toEqual([
      'report:r1#viewer@user:carl',
      'report:r1#viewer@user:dana',
    ]);
    expect(keysOf((await tuples.read({ object: 'report:r1', user: 'user:carl' })).tuples)).toEqual([
      'report:r1#owner@user:carl',
      'report:r1#viewer@user:carl',
    ]);
    expect(keysOf((await tuples.read({ object: 'report:r1', relation: 'viewer', user: 'user:dana' })).tuples)).toEqual([
      'report:r1#viewer@user:dana',
    ]);
    expect(keysOf((await tuples.read({ object: 'report:', relation: 'viewer', user: 'user:carl' })).tuples)).toEqual([
      'report:r1#viewer@user:carl',
      'report:r2#viewer@user:carl',
    ]);
    expect(keysOf((await tuples.read({ object: 'report:', user: 'user:carl' })).tuples)).toHaveLength(3);
  });

  it('refuses the Read filters OpenFGA refuses', async () => {
    await expect(tuples.read({ object: 'report:' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(tuples.read({ user: 'user:carl' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(tuples.read({ object: 'report' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(tuples.read({ object: 'report:r1' }, { pageSize: 101 })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('pages Read with opaque continuation tokens bound to their filter', async () => {
    await tuples.write(Array.from({ length: 7 }, (_, i) => tuple(`user:p${i}`, 'viewer', 'page:one')), []);
    await tuples.write([tuple('user:p0', 'owner', 'page:one'), tuple('user:p0', 'viewer', 'page:two')], []);

    const byRelation = await readAll({ object: 'page:one', relation: 'viewer' }, 3);
    const byUserFiltered = await readAll({ object: 'page:one', user: 'user:p0' }, 1);
    const first = await tuples.read({ object: 'page:one' }, { pageSize: 2 });

    expect(byRelation.pages).toEqual([3, 3, 1]);
    expect(keysOf(byRelation.all)).toHaveLength(7);
    expect(keysOf(byUserFiltered.all)).toEqual(['page:one#owner@user:p0', 'page:one#viewer@user:p0']);
    expect(first.continuationToken).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(
      tuples.read({ object: 'page:two' }, { pageSize: 2, continuationToken: first.continuationToken }),
    ).rejects.toMatchObject({ code: 'invalid_continuation_token', numericCode: 2007 });
    await expect(tuples.read({ object: 'page:one' }, { continuationToken: 'garbage' })).rejects.toMatchObject({
      code: 'invalid_continuation_token',
    });
  });

  it('reads every tuple of the store, page by page, when no filter is given', async () => {
    const everything = await readAll({}, 100);
    const total = everything.all.length;

    expect(total).toBeGreaterThan(100);
    expect(new Set(keysOf(everything.all)).size).toBe(total);
    expect(everything.pages.slice(0, -1).every((size) => size === 100)).toBe(true);
  });

  it('round-trips a condition with its context', async () => {
    const conditioned: TupleKey = {
      ...tuple('user:erin', 'viewer', 'doc:cond'),
      condition: { name: 'in_hours', context: { from: 9, to: 17.5, days: ['mon'], big: 12345678901234567890, nested: { a: null } } },
    };
    await tuples.write([conditioned, { ...tuple('user:fay', 'viewer', 'doc:cond'), condition: { name: 'no_context' } }], []);

    const [erin, fay] = await tuples.readUsersOf('doc:cond', 'viewer');

    expect(erin?.key).toEqual(conditioned);
    expect(fay?.key).toEqual({ ...tuple('user:fay', 'viewer', 'doc:cond'), condition: { name: 'no_context' } });
    expect(Date.parse(erin?.timestamp ?? '')).not.toBeNaN();
  });

  it("reports OpenFGA's errors for a duplicate write and a missing delete", async () => {
    await tuples.write([tuple('user:gus', 'viewer', 'doc:dup')], []);

    await expect(tuples.write([tuple('user:gus', 'viewer', 'doc:dup')], [])).rejects.toThrow(
      "cannot write a tuple which already exists: user: 'user:gus', relation: 'viewer', object: 'doc:dup'",
    );
    await expect(tuples.write([], [tuple('user:nobody', 'viewer', 'doc:dup')])).rejects.toMatchObject({
      code: 'write_failed_due_to_invalid_input',
      message: expect.stringContaining("cannot delete a tuple which does not exist: user: 'user:nobody'"),
    });
    await expect(tuples.write([tuple('user:x', 'viewer', 'doc:a#b')], [])).rejects.toMatchObject({ code: 'invalid_tuple' });
  });

  it('undoes what a failing Write already applied, so the call is all or nothing', async () => {
    const hal: TupleKey = { ...tuple('user:hal', 'viewer', 'doc:undo'), condition: { name: 'c', context: { x: 1 } } };
    await tuples.write([hal, tuple('user:ida', 'viewer', 'doc:undo')], []);
    const before = await tuples.readUsersOf('doc:undo', 'viewer');

    const failing = tuples.write(
      [tuple('user:new1', 'viewer', 'doc:undo'), tuple('user:new2', 'viewer', 'doc:undo'), tuple('user:ida', 'viewer', 'doc:undo')],
      [tuple('user:hal', 'viewer', 'doc:undo')],
    );

    await expect(failing).rejects.toThrow(new AuthzError('write_failed_due_to_invalid_input', "cannot write a tuple which already exists: user: 'user:ida', relation: 'viewer', object: 'doc:undo': tuple to be written already existed or the tuple to be deleted did not exist", 2017));
    expect(await tuples.readUsersOf('doc:undo', 'viewer')).toEqual(before);
  });

  it('applies deletes and writes of one call together', async () => {
    await tuples.write([tuple('user:jo', 'viewer', 'doc:swap')], []);

    await tuples.write([tuple('user:jo', 'editor', 'doc:swap')], [tuple('user:jo', 'viewer', 'doc:swap')]);

    expect(keysOf((await tuples.read({ object: 'doc:swap' })).tuples)).toEqual(['doc:swap#editor@user:jo']);
  });

  it('ends 20 concurrent identical writes with one tuple and 19 duplicate errors', async () => {
    const same = tuple('user:kim', 'viewer', 'doc:race');

    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => tuples.write([same], [])));

    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(failures).toHaveLength(19);
    expect(failures.every((f) => (f.reason as AuthzError).code === 'write_failed_due_to_invalid_input')).toBe(true);
    expect(await tuples.readUsersOf('doc:race', 'viewer')).toHaveLength(1);
  });

  it('tags tuples written during a request carrying x-test-id', async () => {
    await runInRequestContext({ testId: 'authz-test-1' }, () => tuples.write([tuple('user:lee', 'viewer', 'doc:tagged')], []));

    expect(await keysTaggedWith('authz-test-1')).toEqual([{ pk: 'FGA#doc:tagged', sk: 'viewer#user:lee' }]);
  });
});
