import { describe, expect, it } from 'vitest';
import { createAuthzEngine } from './engine';
import { engineFixture } from './engine-fixture';
import type { TupleStore } from './types';

const dsl = `model
  schema 1.1
type user
type campus
  relations
    define member: [user]
    define admin: [user]
type group
  relations
    define campus: [campus]
    define blocked: [user]
    define can_start: [user, campus#member] or admin from campus
    define can_open: can_start but not blocked`;

const tuples = [
  'campus:01#member@user:anne',
  'campus:02#admin@user:anne',
  'group:a#campus@campus:01',
  'group:a#can_start@campus:01#member',
  'group:b#campus@campus:02',
  'group:c#campus@campus:03',
  'group:b#blocked@user:anne',
];

/** Wraps a store and counts the object-side reads (those Check makes, not the search's user-side ones). */
function checkReads(store: TupleStore) {
  let reads = 0;
  const counted: TupleStore = {
    readUsersOf: (object, relation) => ((reads += 1), store.readUsersOf(object, relation)),
    readObjectsOf: (user, type, relation) => store.readObjectsOf(user, type, relation),
    read: (filter, page) => store.read(filter, page),
    write: (writes, deletes) => store.write(writes, deletes),
  };
  return { counted, reads: () => reads };
}

describe('ListObjects over a relation only unions lead to', () => {
  it('answers the search without confirming each object by Check', async () => {
    const fixture = engineFixture(dsl, tuples);
    const { counted, reads } = checkReads(fixture.store);

    const startable = await createAuthzEngine(fixture.model, counted).listObjects({ user: 'user:anne', relation: 'can_start', type: 'group' });

    expect(startable).toEqual(['group:a', 'group:b']);
    expect(reads()).toBe(0);
  });

  it('still confirms by Check where an exclusion leads', async () => {
    const fixture = engineFixture(dsl, tuples);

    const openable = await fixture.engine().listObjects({ user: 'user:anne', relation: 'can_open', type: 'group' });

    expect(openable).toEqual(['group:a']);
  });
});
