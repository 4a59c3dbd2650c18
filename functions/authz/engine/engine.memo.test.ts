import { describe, expect, it } from 'vitest';
import { createAuthzEngine } from './engine';
import { engineFixture } from './engine-fixture';
import type { TupleStore } from './types';

const dsl = `model
  schema 1.1
type user
type campus
  relations
    define admin: [user]
type program
  relations
    define campus: [campus]
    define admin: [user] or admin from campus
type form
  relations
    define program: [program]
    define owner: [user]
    define can_view: owner or can_update
    define can_update: owner or admin from program`;

const tuples = ['campus:01#admin@user:ca', 'program:p1#campus@campus:01', 'form:f1#program@program:p1', 'form:f2#program@program:p1'];

/** Wraps a store and counts the questions asked of it, by method and arguments. */
function countingStore(store: TupleStore) {
  const calls: string[] = [];
  const counted: TupleStore = {
    readUsersOf: (object, relation) => (calls.push(`usersOf ${object} ${relation}`), store.readUsersOf(object, relation)),
    readObjectsOf: (user, type, relation) => (calls.push(`objectsOf ${user} ${type} ${relation}`), store.readObjectsOf(user, type, relation)),
    read: (filter, page) => store.read(filter, page),
    write: (writes, deletes) => store.write(writes, deletes),
  };
  return { counted, calls };
}

describe('the request-scoped memo', () => {
  it('never asks the store the same question twice in one engine', async () => {
    const fixture = engineFixture(dsl, tuples);
    const { counted, calls } = countingStore(fixture.store);
    const engine = createAuthzEngine(fixture.model, counted);

    await engine.check({ user: 'user:ca', relation: 'can_view', object: 'form:f1' });
    await engine.check({ user: 'user:ca', relation: 'can_update', object: 'form:f1' });
    await engine.check({ user: 'user:ca', relation: 'can_view', object: 'form:f2' });

    expect(new Set(calls).size).toBe(calls.length);
    expect(engine.stats().storeCalls).toBe(calls.length);
  });

  it('answers a repeated check from the memo without touching the store', async () => {
    const fixture = engineFixture(dsl, tuples);
    const { counted, calls } = countingStore(fixture.store);
    const engine = createAuthzEngine(fixture.model, counted);
    await engine.check({ user: 'user:ca', relation: 'can_view', object: 'form:f1' });
    const before = { calls: calls.length, resolutions: engine.stats().resolutions };

    const allowed = await engine.check({ user: 'user:ca', relation: 'can_view', object: 'form:f1' });

    expect(allowed).toBe(true);
    expect(calls.length).toBe(before.calls);
    expect(engine.stats().resolutions).toBe(before.resolutions);
    expect(engine.stats().memoHits).toBeGreaterThan(0);
  });

  it('shares sub-questions between different top-level checks (program admin is resolved once)', async () => {
    const fixture = engineFixture(dsl, tuples);
    const engine = fixture.engine();

    await engine.check({ user: 'user:ca', relation: 'can_update', object: 'form:f1' });
    const resolutionsAfterFirst = engine.stats().resolutions;
    await engine.check({ user: 'user:ca', relation: 'can_update', object: 'form:f2' });

    // form:f2 needs its own can_update and owner, then reuses program:p1#admin from the memo.
    expect(engine.stats().resolutions - resolutionsAfterFirst).toBe(2);
  });

  it('keeps answers under different contexts apart', async () => {
    const conditional = `model
  schema 1.1
type user
type document
  relations
    define viewer: [user with open]
condition open(status: string) {
  status == "open"
}`;
    const engine = engineFixture(conditional, [{ user: 'user:jon', relation: 'viewer', object: 'document:1', condition: { name: 'open' } }]).engine();

    expect(await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { status: 'open' } })).toBe(true);
    expect(await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { status: 'closed' } })).toBe(false);
    expect(engine.stats().storeCalls).toBe(1);
  });

  it('shares sub-questions between concurrent checks, and cannot deadlock on questions that need each other', async () => {
    const mutual = `model\n  schema 1.1\ntype user\ntype document\n  relations\n    define viewer: [user, document#viewer]`;
    const engine = engineFixture(mutual, ['document:1#viewer@document:2#viewer', 'document:2#viewer@document:1#viewer', 'document:3#viewer@user:jon']).engine();
    const ask = (object: string) => engine.check({ user: 'user:jon', relation: 'viewer', object });

    const answers = await Promise.all([ask('document:1'), ask('document:2'), ask('document:3'), ask('document:3')]);

    expect(answers).toEqual([false, false, true, true]);
    expect(engine.stats().memoHits).toBeGreaterThan(0);
  });

  it('asks the store again in a new engine (a new request)', async () => {
    const fixture = engineFixture(dsl, tuples);
    const { counted, calls } = countingStore(fixture.store);

    await createAuthzEngine(fixture.model, counted).check({ user: 'user:ca', relation: 'can_view', object: 'form:f1' });
    const first = calls.length;
    await createAuthzEngine(fixture.model, counted).check({ user: 'user:ca', relation: 'can_view', object: 'form:f1' });

    expect(calls.length).toBe(first * 2);
  });
});
