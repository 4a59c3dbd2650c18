import { describe, expect, it } from 'vitest';
import { MemoryTupleStore } from './engine/memory-tuple-store';
import type { TupleStore } from './engine/types';
import { SharedTupleCache } from './shared-tuple-cache';

const member = { user: 'user:anne', relation: 'member', object: 'role:inspector' };

/** A memory store that counts the reads that reach it, and a cache in front of it on a clock the test moves. */
function cachedStore(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const store = new MemoryTupleStore();
  let reads = 0;
  const counted: TupleStore = {
    readUsersOf: (object, relation) => ((reads += 1), store.readUsersOf(object, relation)),
    readObjectsOf: (user, type, relation) => ((reads += 1), store.readObjectsOf(user, type, relation)),
    read: (filter, page) => store.read(filter, page),
    write: (writes, deletes) => store.write(writes, deletes),
  };
  const clock = { now: 1_000_000 };
  const cache = new SharedTupleCache(counted, { now: () => clock.now, ...options });
  return { store, cache, clock, reads: () => reads };
}

const usersOfInspector = async (cache: SharedTupleCache) => (await cache.readUsersOf('role:inspector', 'member')).map((tuple) => tuple.key.user);

describe('the shared tuple cache', () => {
  it('serves a shared object from memory until the TTL passes, then reads it again', async () => {
    const { store, cache, clock, reads } = cachedStore({ ttlMs: 5000 });
    store.load([member]);

    await usersOfInspector(cache);
    clock.now += 4999;
    await usersOfInspector(cache);
    const withinTtl = reads();
    clock.now += 1;
    await usersOfInspector(cache);

    expect(withinTtl).toBe(1);
    expect(reads()).toBe(2);
  });

  it('sees a write through itself at once, and one made elsewhere only after the TTL', async () => {
    const { store, cache, clock } = cachedStore();
    store.load([member]);
    await usersOfInspector(cache);

    await cache.write([], [member]);
    const afterOwnRevoke = await usersOfInspector(cache);
    await store.write([member], []);
    const beforeTtl = await usersOfInspector(cache);
    clock.now += 5000;
    const afterTtl = await usersOfInspector(cache);

    expect(afterOwnRevoke).toEqual([]);
    expect(beforeTtl).toEqual([]);
    expect(afterTtl).toEqual(['user:anne']);
  });

  it('forgets the user-side read a write changes', async () => {
    const { cache } = cachedStore();
    await cache.readObjectsOf('user:anne', 'role', 'member');

    await cache.write([member], []);

    expect((await cache.readObjectsOf('user:anne', 'role', 'member')).map((tuple) => tuple.key.object)).toEqual(['role:inspector']);
  });

  it('never keeps a TTL above 5 seconds', async () => {
    const { cache, clock, reads } = cachedStore({ ttlMs: 60_000 });

    await usersOfInspector(cache);
    clock.now += 5000;
    await usersOfInspector(cache);

    expect(reads()).toBe(2);
  });

  it('does not cache forms and other per-item objects', async () => {
    const { cache, reads } = cachedStore();

    await cache.readUsersOf('form:f1', 'owner');
    await cache.readUsersOf('form:f1', 'owner');

    expect(reads()).toBe(2);
  });

  it('keeps at most maxEntries reads, dropping the least recently used', async () => {
    const { cache, reads } = cachedStore({ maxEntries: 2 });

    await cache.readUsersOf('role:a', 'member');
    await cache.readUsersOf('role:b', 'member');
    await cache.readUsersOf('role:a', 'member');
    await cache.readUsersOf('role:c', 'member');
    await cache.readUsersOf('role:a', 'member');
    await cache.readUsersOf('role:b', 'member');

    expect(reads()).toBe(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const failing: TupleStore = {
      readUsersOf: async () => {
        if (fail) throw new Error('throttled');
        return [];
      },
      readObjectsOf: async () => [],
      read: async () => ({ tuples: [] }),
      write: async () => undefined,
    };
    const cache = new SharedTupleCache(failing, { now: () => 0 });

    await expect(cache.readUsersOf('role:a', 'member')).rejects.toThrow('throttled');
    fail = false;

    await expect(cache.readUsersOf('role:a', 'member')).resolves.toEqual([]);
  });
});
