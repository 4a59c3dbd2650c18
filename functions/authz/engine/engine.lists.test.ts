import { describe, expect, it } from 'vitest';
import { engineFixture } from './engine-fixture';

const dsl = `model
  schema 1.1
type user
type group
  relations
    define member: [user, user:*, group#member]
type folder
  relations
    define viewer: [user, group#member]
type document
  relations
    define parent: [folder]
    define blocked: [user]
    define viewer: ([user, user:*] or viewer from parent) but not blocked`;

const tuples = [
  'group:eng#member@user:jon',
  'group:eng#member@group:fga#member',
  'group:fga#member@user:ann',
  'folder:x#viewer@group:eng#member',
  'document:1#parent@folder:x',
  'document:2#viewer@user:*',
  'document:2#blocked@user:ann',
  'document:3#viewer@user:bob',
];

describe('ListObjects', () => {
  it('lists the objects Check allows, through groups, parents and wildcards, minus exclusions', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    expect(await engine.listObjects({ user: 'user:ann', relation: 'viewer', type: 'document' })).toEqual(['document:1']);
    expect(await engine.listObjects({ user: 'user:jon', relation: 'viewer', type: 'document' })).toEqual(['document:1', 'document:2']);
    expect(await engine.listObjects({ user: 'group:fga#member', relation: 'viewer', type: 'folder' })).toEqual(['folder:x']);
  });

  it('rejects an unknown type (2021) or relation (2022)', async () => {
    const engine = engineFixture(dsl).engine();

    await expect(engine.listObjects({ user: 'user:jon', relation: 'viewer', type: 'page' })).rejects.toMatchObject({ numericCode: 2021 });
    await expect(engine.listObjects({ user: 'user:jon', relation: 'owner', type: 'document' })).rejects.toMatchObject({ numericCode: 2022 });
  });
});

describe('ListUsers', () => {
  it('lists users, wildcards and (with a relation filter) usersets', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    const users = await engine.listUsers({ object: 'document:1', relation: 'viewer', userFilters: [{ type: 'user' }] });
    const usersets = await engine.listUsers({ object: 'document:1', relation: 'viewer', userFilters: [{ type: 'group', relation: 'member' }] });
    const wildcard = await engine.listUsers({ object: 'document:2', relation: 'viewer', userFilters: [{ type: 'user' }] });

    expect(users).toEqual([{ object: { type: 'user', id: 'ann' } }, { object: { type: 'user', id: 'jon' } }]);
    expect(usersets).toEqual([{ userset: { type: 'group', id: 'eng', relation: 'member' } }, { userset: { type: 'group', id: 'fga', relation: 'member' } }]);
    expect(wildcard).toEqual([{ wildcard: { type: 'user' } }]);
  });

  it('leaves out a user removed by an exclusion', async () => {
    const engine = engineFixture(dsl, [...tuples, 'document:1#blocked@user:jon']).engine();

    const users = await engine.listUsers({ object: 'document:1', relation: 'viewer', userFilters: [{ type: 'user' }] });

    expect(users).toEqual([{ object: { type: 'user', id: 'ann' } }]);
  });

  it('agrees with Check for every user it lists', async () => {
    const engine = engineFixture(dsl, tuples).engine();

    const users = await engine.listUsers({ object: 'document:1', relation: 'viewer', userFilters: [{ type: 'user' }] });

    for (const user of users) {
      if (!('object' in user)) continue;
      expect(await engine.check({ user: `user:${user.object.id}`, relation: 'viewer', object: 'document:1' })).toBe(true);
    }
  });
});

describe('Expand', () => {
  it("returns OpenFGA's userset tree shape", async () => {
    const engine = engineFixture(dsl, tuples).engine();

    const tree = await engine.expand({ object: 'document:1', relation: 'viewer' });

    expect(tree).toEqual({
      root: {
        name: 'document:1#viewer',
        difference: {
          base: {
            name: 'document:1#viewer',
            union: {
              nodes: [
                { name: 'document:1#viewer', leaf: { users: { users: [] } } },
                { name: 'document:1#viewer', leaf: { tupleToUserset: { tupleset: 'document:1#parent', computed: [{ userset: 'folder:x#viewer' }] } } },
              ],
            },
          },
          subtract: { name: 'document:1#viewer', leaf: { computed: { userset: 'document:1#blocked' } } },
        },
      },
    });
  });
});
