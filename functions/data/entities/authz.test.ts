import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedTupleOf, tupleEntity, tupleKeyProblem, tupleRecordOf, tupleRelationSortKey } from './authz';

// Parts as OpenFGA allows them, including awkward characters: '@', '|', '*', '.', unicode.
const name = fc.stringMatching(/^[a-z_|.é-][a-z0-9_|.é-]{0,6}$/);
const id = fc.stringMatching(/^[a-z0-9@|*.é_-]{1,8}$/);
const user = fc.oneof(
  fc.tuple(name, id).map(([t, i]) => `${t}:${i}`),
  name.map((t) => `${t}:*`),
  fc.tuple(name, id, name).map(([t, i, r]) => `${t}:${i}#${r}`),
);
const tuple = fc.record({ object: fc.tuple(name, id).map(([t, i]) => `${t}:${i}`), relation: name, user });

describe('the Tuple entity', () => {
  it('gives distinct tuples distinct keys on both sides, and a relation prefix matches that relation only', () => {
    fc.assert(
      fc.property(tuple, tuple, (a, b) => {
        const itemA = tupleEntity.toItem(tupleRecordOf(a, 'w', 't'));
        const itemB = tupleEntity.toItem(tupleRecordOf(b, 'w', 't'));
        const same = a.object === b.object && a.relation === b.relation && a.user === b.user;
        expect(itemA.pk === itemB.pk && itemA.sk === itemB.sk).toBe(same);
        expect(itemA.gsi2pk === itemB.gsi2pk && itemA.gsi2sk === itemB.gsi2sk).toBe(same);
        const prefixMatches = itemA.pk === itemB.pk && String(itemB.sk).startsWith(tupleRelationSortKey(a.relation));
        expect(prefixMatches).toBe(a.object === b.object && a.relation === b.relation);
      }),
    );
  });

  it('stores both sides of a userset tuple', () => {
    const item = tupleEntity.toItem(tupleRecordOf({ user: 'group:eng#member', relation: 'viewer', object: 'doc:1' }, 'w', 't'));

    expect(item).toMatchObject({ pk: 'FGA#doc:1', sk: 'viewer#group:eng#member', gsi2pk: 'FGAUSER#group:eng#member', gsi2sk: 'doc#viewer#1' });
  });

  it("refuses what OpenFGA's syntax refuses, so keys cannot collide", () => {
    const ok = { user: 'user:anne', relation: 'viewer', object: 'doc:1' };

    expect(tupleKeyProblem(ok)).toBeUndefined();
    expect(tupleKeyProblem({ ...ok, object: 'doc:1#x' })).toMatch(/'object'/);
    expect(tupleKeyProblem({ ...ok, object: 'doc:a:b' })).toMatch(/'object'/);
    expect(tupleKeyProblem({ ...ok, object: 'doc' })).toMatch(/'object'/);
    expect(tupleKeyProblem({ ...ok, relation: 'a#b' })).toMatch(/'relation'/);
    expect(tupleKeyProblem({ ...ok, user: 'anne' })).toMatch(/'user'/);
    expect(tupleKeyProblem({ ...ok, user: 'group:a#b#c' })).toMatch(/'user'/);
    expect(tupleKeyProblem({ ...ok, user: 'user:an ne' })).toMatch(/'user'/);
    expect(tupleKeyProblem({ ...ok, user: `user:${'x'.repeat(600)}` })).toMatch(/longer than 512 bytes/);
  });

  it('round-trips a condition and its context, and leaves out what was not given', () => {
    const conditioned = { ...{ user: 'user:a', relation: 'viewer', object: 'doc:1' }, condition: { name: 'c', context: { n: 2 ** 60, s: [''] } } };

    expect(storedTupleOf(tupleRecordOf(conditioned, 'w', 't')).key).toEqual(conditioned);
    expect(storedTupleOf(tupleRecordOf({ user: 'user:a', relation: 'viewer', object: 'doc:1' }, 'w', 't'))).toEqual({
      key: { user: 'user:a', relation: 'viewer', object: 'doc:1' },
      timestamp: 't',
    });
  });
});
