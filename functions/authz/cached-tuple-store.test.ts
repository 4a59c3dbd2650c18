import { describe, expect, it } from 'vitest';
import { runInRequestContext } from '../shared/request-context';
import { CachedTupleStore, requestScopedTupleStore } from './cached-tuple-store';
import type { StoredTuple, TupleKey, TupleStore } from './engine/types';

/** An in-memory TupleStore that counts every question it is asked. */
function countingStore(initial: TupleKey[] = []) {
  let tuples = [...initial];
  const calls = { readUsersOf: 0, readObjectsOf: 0, read: 0, write: 0 };
  const stored = (key: TupleKey): StoredTuple => ({ key, timestamp: '2026-01-01T00:00:00.000Z' });
  let failNext = false;
  const store: TupleStore = {
    async readUsersOf(object, relation) {
      calls.readUsersOf += 1;
      if (failNext) {
        failNext = false;
        throw new Error('store unavailable');
      }
      return tuples.filter((t) => t.object === object && t.relation === relation).map(stored);
    },
    async readObjectsOf(user, objectType, relation) {
      calls.readObjectsOf += 1;
      return tuples
        .filter((t) => t.user === user && t.relation === relation && t.object.startsWith(`${objectType}:`))
        .map(stored);
    },
    async read() {
      calls.read += 1;
      return { tuples: tuples.map(stored) };
    },
    async write(writes, deletes) {
      calls.write += 1;
      if (writes.some((w) => w.user === 'user:broken')) throw new Error('write failed');
      tuples = tuples.filter((t) => !deletes.some((d) => d.object === t.object && d.user === t.user && d.relation === t.relation));
      tuples.push(...writes);
    },
  };
  return { store, calls, failOnce: () => (failNext = true) };
}

const anne = { user: 'user:anne', relation: 'viewer', object: 'document:1' };

describe('CachedTupleStore', () => {
  it('asks the store underneath once for the same readUsersOf question', async () => {
    const { store, calls } = countingStore([anne]);
    const cached = new CachedTupleStore(store);

    const first = await cached.readUsersOf('document:1', 'viewer');
    const second = await cached.readUsersOf('document:1', 'viewer');
    await cached.readUsersOf('document:1', 'editor');

    expect(first).toEqual(second);
    expect(calls.readUsersOf).toBe(2);
    expect(cached.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one request between concurrent askers of the same readObjectsOf question', async () => {
    const { store, calls } = countingStore([anne]);
    const cached = new CachedTupleStore(store);

    const answers = await Promise.all(Array.from({ length: 5 }, () => cached.readObjectsOf('user:anne', 'document', 'viewer')));

    expect(answers.every((answer) => answer.length === 1)).toBe(true);
    expect(calls.readObjectsOf).toBe(1);
  });

  it('forgets every answer after a write, so the next read sees it', async () => {
    const { store, calls } = countingStore([anne]);
    const cached = new CachedTupleStore(store);
    await cached.readUsersOf('document:1', 'viewer');

    await cached.write([{ user: 'user:bob', relation: 'viewer', object: 'document:1' }], []);
    const after = await cached.readUsersOf('document:1', 'viewer');

    expect(after.map((t) => t.key.user)).toEqual(['user:anne', 'user:bob']);
    expect(calls.readUsersOf).toBe(2);
  });

  it('forgets after a failed write too, which may have been partly applied', async () => {
    const { store, calls } = countingStore([anne]);
    const cached = new CachedTupleStore(store);
    await cached.readUsersOf('document:1', 'viewer');

    await expect(cached.write([{ user: 'user:broken', relation: 'viewer', object: 'document:1' }], [])).rejects.toThrow('write failed');
    await cached.readUsersOf('document:1', 'viewer');

    expect(calls.readUsersOf).toBe(2);
  });

  it('does not remember a failed read', async () => {
    const { store, calls, failOnce } = countingStore([anne]);
    const cached = new CachedTupleStore(store);
    failOnce();

    await expect(cached.readUsersOf('document:1', 'viewer')).rejects.toThrow('store unavailable');
    const retried = await cached.readUsersOf('document:1', 'viewer');

    expect(retried).toHaveLength(1);
    expect(calls.readUsersOf).toBe(2);
  });

  it('hands each caller its own copy of an answer', async () => {
    const { store } = countingStore([anne]);
    const cached = new CachedTupleStore(store);

    (await cached.readUsersOf('document:1', 'viewer')).pop();

    expect(await cached.readUsersOf('document:1', 'viewer')).toHaveLength(1);
  });

  it('passes paged Read straight through', async () => {
    const { store, calls } = countingStore([anne]);
    const cached = new CachedTupleStore(store);

    await cached.read({ object: 'document:1' });
    await cached.read({ object: 'document:1' });

    expect(calls.read).toBe(2);
  });
});

describe('requestScopedTupleStore', () => {
  it('keeps one cache per request and none outside a request', async () => {
    const { store, calls } = countingStore([anne]);
    const scoped = requestScopedTupleStore(store);
    const twice = async () => {
      await scoped.readUsersOf('document:1', 'viewer');
      await scoped.readUsersOf('document:1', 'viewer');
    };

    await runInRequestContext({}, twice);
    await runInRequestContext({}, twice);
    await twice();

    expect(calls.readUsersOf).toBe(4);
  });
});
