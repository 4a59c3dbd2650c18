import { describe, expect, it } from 'vitest';
import { engineFixture, tuple } from './engine-fixture';

const dsl = `model
  schema 1.1
type user
type group
  relations
    define member: [user]
type document
  relations
    define parent: [group]
    define viewer: [user, group#member, user with before]
    define editor: [user]
condition before(hour: int) {
  hour < 17
}`;

describe('Write', () => {
  it('writes valid tuples, with a declared condition and its context', async () => {
    const fixture = engineFixture(dsl);
    const conditioned = tuple('document:2#viewer@user:jon', { name: 'before', context: { hour: 9 } });

    await fixture.engine().write([tuple('document:1#viewer@user:jon'), tuple('document:1#viewer@group:eng#member'), conditioned], []);

    expect(fixture.store.size).toBe(3);
  });

  it.each([
    ['an unknown type', 'folder:1#viewer@user:jon', 'type_not_found', 2021],
    ['an unknown relation', 'document:1#owner@user:jon', 'relation_not_found', 2022],
    ['a user type outside the restriction', 'document:1#editor@group:eng#member', 'invalid_tuple', 2027],
    ['a wildcard the relation does not allow', 'document:1#viewer@user:*', 'invalid_tuple', 2027],
    ['a malformed user', 'document:1#viewer@jon', 'invalid_tuple', 2027],
  ])('refuses %s', async (_name, text, code, numericCode) => {
    const fixture = engineFixture(dsl);

    await expect(fixture.engine().write([tuple(text)], [])).rejects.toMatchObject({ code, numericCode });
    expect(fixture.store.size).toBe(0);
  });

  it('refuses a condition the model does not declare, or does not allow for that user type', async () => {
    const engine = engineFixture(dsl).engine();

    await expect(engine.write([tuple('document:1#viewer@user:jon', { name: 'after' })], [])).rejects.toMatchObject({ code: 'condition_not_found' });
    await expect(engine.write([tuple('document:1#editor@user:jon', { name: 'before' })], [])).rejects.toMatchObject({ code: 'invalid_tuple' });
  });

  it('refuses a condition context with an undeclared parameter or a value of the wrong type', async () => {
    const engine = engineFixture(dsl).engine();

    await expect(engine.write([tuple('document:1#viewer@user:jon', { name: 'before', context: { minute: 3 } })], [])).rejects.toMatchObject({ code: 'invalid_condition_context' });
    await expect(engine.write([tuple('document:1#viewer@user:jon', { name: 'before', context: { hour: 'nine' } })], [])).rejects.toMatchObject({ code: 'invalid_condition_context' });
  });

  it('refuses more than 100 tuples in one call', async () => {
    const writes = Array.from({ length: 60 }, (_, index) => tuple(`document:${index}#viewer@user:jon`));
    const deletes = Array.from({ length: 41 }, (_, index) => tuple(`document:${index}#editor@user:jon`));

    await expect(engineFixture(dsl).engine().write(writes, deletes)).rejects.toMatchObject({ code: 'exceeded_entity_limit' });
  });

  it('refuses the same tuple twice in one request, even once as a write and once as a delete', async () => {
    const engine = engineFixture(dsl, ['document:1#viewer@user:jon']).engine();

    await expect(engine.write([tuple('document:2#viewer@user:jon'), tuple('document:2#viewer@user:jon')], [])).rejects.toMatchObject({ numericCode: 2004 });
    await expect(engine.write([tuple('document:1#viewer@user:jon')], [tuple('document:1#viewer@user:jon')])).rejects.toMatchObject({ numericCode: 2004 });
  });

  it('refuses writing an existing tuple and deleting a missing one', async () => {
    const engine = engineFixture(dsl, ['document:1#viewer@user:jon']).engine();

    await expect(engine.write([tuple('document:1#viewer@user:jon')], [])).rejects.toMatchObject({ code: 'write_failed_due_to_invalid_input', numericCode: 2017 });
    await expect(engine.write([], [tuple('document:9#viewer@user:jon')])).rejects.toMatchObject({ code: 'write_failed_due_to_invalid_input' });
  });

  it('deletes a stale tuple the model no longer admits', async () => {
    const fixture = engineFixture(dsl, ['document:1#owner@user:jon']);

    await fixture.engine().write([], [tuple('document:1#owner@user:jon')]);

    expect(fixture.store.size).toBe(0);
  });

  it('forgets what it remembered once it has written', async () => {
    const engine = engineFixture(dsl).engine();
    expect(await engine.check({ user: 'user:jon', relation: 'editor', object: 'document:1' })).toBe(false);

    await engine.write([tuple('document:1#editor@user:jon')], []);

    expect(await engine.check({ user: 'user:jon', relation: 'editor', object: 'document:1' })).toBe(true);
  });
});
