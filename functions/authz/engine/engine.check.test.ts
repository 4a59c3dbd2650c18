import { describe, expect, it } from 'vitest';
import { engineFixture } from './engine-fixture';
import { AuthzError } from './types';

const header = 'model\n  schema 1.1\ntype user\n';

describe('Check: cycles', () => {
  it('resolves a userset that points back at itself to not allowed, without an error', async () => {
    // Prepare
    const fixture = engineFixture(`${header}type document\n  relations\n    define viewer: [user, document#viewer]`, ['document:1#viewer@document:1#viewer']);
    // Act
    const allowed = await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1' });
    // Assess
    expect(allowed).toBe(false);
  });

  it('reads "base but not a cycle" as not allowed, as OpenFGA does', async () => {
    const dsl = `${header}type document\n  relations\n    define restricted: [user, document#viewer]\n    define viewer: [user] but not restricted`;
    const fixture = engineFixture(dsl, ['document:1#viewer@user:jon', 'document:1#restricted@document:1#viewer']);

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1' })).toBe(false);
  });

  it('still allows through another branch of a union when one branch cycles', async () => {
    const dsl = `${header}type document\n  relations\n    define owner: [user]\n    define viewer: [document#viewer] or owner`;
    const fixture = engineFixture(dsl, ['document:1#viewer@document:1#viewer', 'document:1#owner@user:jon']);

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1' })).toBe(true);
  });
});

describe('Check: depth limit', () => {
  const chain = (length: number) => {
    const relations = Array.from({ length }, (_, index) => (index === 0 ? '    define a0: [user]' : `    define a${index}: [resource#a${index - 1}]`));
    const tuples = Array.from({ length }, (_, index) => (index === 0 ? 'resource:1#a0@user:maria' : `resource:1#a${index}@resource:1#a${index - 1}`));
    return engineFixture(`${header}type resource\n  relations\n${relations.join('\n')}`, tuples);
  };

  it('answers a chain of 25 resolutions', async () => {
    const fixture = chain(25);

    expect(await fixture.engine().check({ user: 'user:maria', relation: 'a24', object: 'resource:1' })).toBe(true);
  });

  it('fails deeper chains with resolution_too_complex (2002)', async () => {
    const fixture = chain(27);

    const failure = fixture.engine().check({ user: 'user:maria', relation: 'a26', object: 'resource:1' });

    await expect(failure).rejects.toMatchObject({ code: 'resolution_too_complex', numericCode: 2002 });
  });
});

describe('Check: set operators', () => {
  const dsl = `${header}type document
  relations
    define banned: [user, user:*]
    define member: [user:*, user]
    define active: [user]
    define viewer: (member but not banned) and active`;

  it('excludes a user named in the subtracted relation even when the base holds a wildcard', async () => {
    const fixture = engineFixture(dsl, ['document:1#member@user:*', 'document:1#banned@user:eve', 'document:1#active@user:eve', 'document:1#active@user:al']);
    const engine = fixture.engine();

    expect(await engine.check({ user: 'user:al', relation: 'viewer', object: 'document:1' })).toBe(true);
    expect(await engine.check({ user: 'user:eve', relation: 'viewer', object: 'document:1' })).toBe(false);
  });

  it('excludes everyone when the subtracted relation holds a wildcard', async () => {
    const fixture = engineFixture(dsl, ['document:1#member@user:al', 'document:1#banned@user:*', 'document:1#active@user:al']);

    expect(await fixture.engine().check({ user: 'user:al', relation: 'viewer', object: 'document:1' })).toBe(false);
  });

  it('intersects a wildcard with named users: only the named users pass, the wildcard itself does not', async () => {
    const fixture = engineFixture(`${header}type document\n  relations\n    define allowed: [user]\n    define viewer: [user:*] and allowed`, [
      'document:1#viewer@user:*',
      'document:1#allowed@user:jon',
    ]);
    const engine = fixture.engine();

    expect(await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1' })).toBe(true);
    expect(await engine.check({ user: 'user:bob', relation: 'viewer', object: 'document:1' })).toBe(false);
    expect(await engine.listUsers({ object: 'document:1', relation: 'viewer', userFilters: [{ type: 'user' }] })).toEqual([{ object: { type: 'user', id: 'jon' } }]);
  });
});

describe('Check: usersets and parents', () => {
  const dsl = `${header}type group
  relations
    define member: [user, group#member]
type folder
  relations
    define viewer: [user, group#member]
type document
  relations
    define parent: [folder]
    define viewer: viewer from parent`;

  it('follows nested groups and a parent folder', async () => {
    const fixture = engineFixture(dsl, ['group:eng#member@group:fga#member', 'group:fga#member@user:jon', 'folder:x#viewer@group:eng#member', 'document:1#parent@folder:x']);

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1' })).toBe(true);
  });

  it('treats a userset as a member of itself and of the usersets that contain it', async () => {
    const fixture = engineFixture(dsl, ['group:eng#member@group:fga#member']);
    const engine = fixture.engine();

    expect(await engine.check({ user: 'group:eng#member', relation: 'member', object: 'group:eng' })).toBe(true);
    expect(await engine.check({ user: 'group:fga#member', relation: 'member', object: 'group:eng' })).toBe(true);
  });

  it('ignores stored tuples the model no longer admits', async () => {
    const fixture = engineFixture(dsl, ['document:1#viewer@user:jon']);

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1' })).toBe(false);
  });
});

describe('Check: request validation', () => {
  const fixture = engineFixture(`${header}type document\n  relations\n    define viewer: [user]`);

  it.each([
    ['an unknown relation', { user: 'user:jon', relation: 'editor', object: 'document:1' }],
    ['an unknown object type', { user: 'user:jon', relation: 'viewer', object: 'folder:1' }],
    ['an unknown user type', { user: 'folder:x', relation: 'viewer', object: 'document:1' }],
    ['a malformed user', { user: 'a:b:c', relation: 'viewer', object: 'document:1' }],
    ['an unknown userset relation', { user: 'document:x#writer', relation: 'viewer', object: 'document:1' }],
  ])('rejects %s as validation_error (2000)', async (_name, request) => {
    await expect(fixture.engine().check(request)).rejects.toMatchObject({ code: 'validation_error', numericCode: 2000 });
  });

  it('rejects a contextual tuple the model does not admit as invalid_tuple (2027)', async () => {
    const request = { user: 'user:jon', relation: 'viewer', object: 'document:1', contextualTuples: [{ user: 'user:*', relation: 'viewer', object: 'document:1' }] };

    const failure = await fixture.engine().check(request).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AuthzError);
    expect(failure).toMatchObject({ code: 'invalid_tuple', numericCode: 2027 });
  });
});
