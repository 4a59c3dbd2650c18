import { describe, expect, it } from 'vitest';
import { engineFixture } from './engine-fixture';

const dsl = 'model\n  schema 1.1\ntype user\ntype document\n  relations\n    define viewer: [user]\n    define editor: [user]';
const tuples = ['document:1#viewer@user:jon', 'document:1#editor@user:jon', 'document:2#viewer@user:jon', 'document:2#viewer@user:ann'];

describe('Read', () => {
  it('reads everything without a filter, and filters by object, relation and user', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    expect((await engine.read({})).tuples).toHaveLength(4);
    expect((await engine.read({ object: 'document:1' })).tuples).toHaveLength(2);
    expect((await engine.read({ object: 'document:1', relation: 'viewer' })).tuples).toHaveLength(1);
    expect((await engine.read({ object: 'document:', user: 'user:jon', relation: 'viewer' })).tuples).toHaveLength(2);
  });

  it.each([
    ['a user without an object', { user: 'user:jon' }],
    ['a relation without an object', { relation: 'viewer' }],
    ['a bare object type without a user', { object: 'document:' }],
  ])('refuses %s as OpenFGA does (validation_error)', async (_name, filter) => {
    const engine = engineFixture(dsl, tuples).engine();

    await expect(engine.read(filter)).rejects.toMatchObject({ code: 'validation_error' });
  });

  it('pages with a continuation token', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    const first = await engine.read({}, { pageSize: 3 });
    const second = await engine.read({}, { pageSize: 3, continuationToken: first.continuationToken });

    expect(first.tuples).toHaveLength(3);
    expect(second.tuples).toHaveLength(1);
    expect(second.continuationToken).toBeUndefined();
  });

  it('refuses a page size above 100 and a forged continuation token', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    await expect(engine.read({}, { pageSize: 101 })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(engine.read({}, { continuationToken: 'not-a-token' })).rejects.toMatchObject({ code: 'invalid_continuation_token' });
  });

  it('returns stored tuples with their timestamp', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    const { tuples: [first] } = await engine.read({ object: 'document:1', relation: 'viewer' });

    expect(first).toEqual({ key: { user: 'user:jon', relation: 'viewer', object: 'document:1' }, timestamp: '2024-01-01T00:00:00.000Z' });
  });
});
