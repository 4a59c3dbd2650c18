import { describe, expect, it } from 'vitest';
import type { Page, ReadFilter, ReadResult, StoredTuple } from '../engine/types';
import { objectTypesOf, readAcrossTypes } from './read-across-types';

const tuple = (object: string): StoredTuple => ({ key: { user: 'user:u1', relation: 'member', object }, timestamp: '2026-11-24T00:00:00.000Z' });

/** A store of tuples by type, paging with its own numeric tokens, recording what it was asked. */
function fakeRead(byType: Record<string, string[]>) {
  const asked: ReadFilter[] = [];
  const read = async (filter: ReadFilter, page: Page): Promise<ReadResult> => {
    asked.push(filter);
    const all = byType[filter.object!.slice(0, -1)] ?? [];
    const start = Number(page.continuationToken ?? 0);
    const end = start + (page.pageSize ?? 50);
    return { tuples: all.slice(start, end).map(tuple), ...(end < all.length ? { continuationToken: String(end) } : {}) };
  };
  return { read, asked };
}

describe('readAcrossTypes', () => {
  it("reads each type with the user and type: as OpenFGA's Read asks", async () => {
    const store = fakeRead({ campus: ['campus:01'], program: ['program:p1', 'program:p2'] });

    const result = await readAcrossTypes(store.read, ['campus', 'program'], { user: 'user:u1', relation: 'member' }, { pageSize: 10 });

    expect(result.tuples.map((found) => found.key.object)).toEqual(['campus:01', 'program:p1', 'program:p2']);
    expect(result.continuationToken).toBeUndefined();
    expect(store.asked).toEqual([
      { user: 'user:u1', relation: 'member', object: 'campus:' },
      { user: 'user:u1', relation: 'member', object: 'program:' },
    ]);
  });

  it('pages across and within types without losing or repeating a tuple', async () => {
    const store = fakeRead({ campus: ['campus:01'], program: ['program:p1', 'program:p2', 'program:p3'], role: [] });
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await readAcrossTypes(store.read, ['campus', 'program', 'role'], { user: 'user:u1' }, { pageSize: 2, ...(token ? { continuationToken: token } : {}) });
      seen.push(...page.tuples.map((found) => found.key.object));
      token = page.continuationToken;
    } while (token);

    expect(seen).toEqual(['campus:01', 'program:p1', 'program:p2', 'program:p3']);
  });
});

describe('objectTypesOf', () => {
  it('keeps the types that have relations', () => {
    expect(objectTypesOf({ type_definitions: [{ type: 'user' }, { type: 'campus', relations: { admin: {} } }] })).toEqual(['campus']);
  });
});
