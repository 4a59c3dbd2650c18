import { describe, expect, it } from 'vitest';
import { AuthzError, type ObjectFacts, type TupleStore } from './types';
import { createAuthzEngine } from './engine';
import { engineFixture, tuple } from './engine-fixture';

const dsl = `model
  schema 1.1
type user
type program
  relations
    define admin: [user]
type form
  relations
    define program: [program]
    define owner: [user]
    define can_update: owner or admin from program`;

/** Wraps a store and records the object-side reads asked of it. */
function countingStore(store: TupleStore) {
  const reads: string[] = [];
  const counted: TupleStore = {
    readUsersOf: (object, relation) => (reads.push(`${object}#${relation}`), store.readUsersOf(object, relation)),
    readObjectsOf: (user, type, relation) => store.readObjectsOf(user, type, relation),
    read: (filter, page) => store.read(filter, page),
    write: (writes, deletes) => store.write(writes, deletes),
  };
  return { counted, reads };
}

const factsOfF1 = (owner: string): ObjectFacts[] => [
  { object: 'form:f1', relations: ['program', 'owner'], tuples: [tuple('form:f1#program@program:p1'), tuple(`form:f1#owner@user:${owner}`)] },
];

describe('facts of an object the request has read', () => {
  it('answer the relations they cover without reading the store, and only the other objects are read', async () => {
    const fixture = engineFixture(dsl, ['program:p1#admin@user:pa']);
    const { counted, reads } = countingStore(fixture.store);
    const engine = createAuthzEngine(fixture.model, counted);

    const owner = await engine.check({ user: 'user:anne', relation: 'can_update', object: 'form:f1', facts: factsOfF1('anne') });
    const admin = await engine.check({ user: 'user:pa', relation: 'can_update', object: 'form:f1', facts: factsOfF1('anne') });
    const stranger = await engine.check({ user: 'user:bob', relation: 'can_update', object: 'form:f1', facts: factsOfF1('anne') });

    expect([owner, admin, stranger]).toEqual([true, true, false]);
    expect(reads).toEqual(['program:p1#admin']);
  });

  it('are authoritative: a stored tuple of a covered relation grants nothing', async () => {
    const fixture = engineFixture(dsl, ['form:f1#owner@user:bob']);

    const allowed = await fixture.engine().check({ user: 'user:bob', relation: 'can_update', object: 'form:f1', facts: factsOfF1('anne') });

    expect(allowed).toBe(false);
  });

  it('refuse a tuple that is not of the object and relations they name', async () => {
    const fixture = engineFixture(dsl);
    const wrong: ObjectFacts[] = [{ object: 'form:f1', relations: ['owner'], tuples: [tuple('form:f2#owner@user:anne')] }];

    const check = fixture.engine().check({ user: 'user:anne', relation: 'can_update', object: 'form:f1', facts: wrong });

    await expect(check).rejects.toBeInstanceOf(AuthzError);
  });
});
