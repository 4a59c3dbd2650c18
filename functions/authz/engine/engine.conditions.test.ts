import { describe, expect, it } from 'vitest';
import { engineFixture, tuple } from './engine-fixture';

const dsl = `model
  schema 1.1
type user
type document
  relations
    define blocked: [user]
    define viewer: [user with below, user:* with in_range]
    define editor: [user with either]
    define reader: viewer but not blocked
condition below(x: int, limit: int) {
  x < limit
}
condition either(x: int, y: int) {
  x < 100 || y < 50
}
condition in_range(ip: ipaddress, cidr: string) {
  ip.in_cidr(cidr)
}`;

const limited = tuple('document:1#viewer@user:jon', { name: 'below', context: { limit: 10 } });

describe('Check with conditions', () => {
  it('evaluates a condition with the tuple context merged with the request context', async () => {
    const engine = engineFixture(dsl, [limited]).engine();

    expect(await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 3 } })).toBe(true);
    expect(await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 30 } })).toBe(false);
  });

  it('keeps the tuple context when the request tries to override it', async () => {
    const engine = engineFixture(dsl, [limited]).engine();

    const allowed = await engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 30, limit: 1000 } });

    expect(allowed).toBe(false);
  });

  it('fails with validation_error (2000) when a parameter is missing', async () => {
    const engine = engineFixture(dsl, [limited]).engine();

    const failure = engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1' });

    await expect(failure).rejects.toMatchObject({ code: 'validation_error', numericCode: 2000, message: expect.stringMatching(/missing context parameters \[x\]/) });
  });

  it('fails on a missing parameter even when the expression would short-circuit', async () => {
    const engine = engineFixture(dsl, [tuple('document:1#editor@user:jon', { name: 'either' })]).engine();

    await expect(engine.check({ user: 'user:jon', relation: 'editor', object: 'document:1', context: { x: 1 } })).rejects.toMatchObject({ numericCode: 2000 });
    expect(await engine.check({ user: 'user:jon', relation: 'editor', object: 'document:1', context: { x: 1, y: 99 } })).toBe(true);
  });

  it('rejects a value of the wrong type, such as a fraction for an int', async () => {
    const engine = engineFixture(dsl, [limited]).engine();

    await expect(engine.check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 1.5 } })).rejects.toMatchObject({ numericCode: 2000 });
  });

  it('lets a wildcard grant hold under an ipaddress condition', async () => {
    const grant = tuple('document:1#viewer@user:*', { name: 'in_range', context: { cidr: '192.168.0.0/24' } });
    const engine = engineFixture(dsl, [grant]).engine();

    expect(await engine.check({ user: 'user:any', relation: 'viewer', object: 'document:1', context: { ip: '192.168.0.7' } })).toBe(true);
    expect(await engine.check({ user: 'user:any', relation: 'viewer', object: 'document:1', context: { ip: '10.0.0.7' } })).toBe(false);
  });

  it('does not let a failing branch hide an allowed one, but reports it when nothing allows', async () => {
    const fixture = engineFixture(dsl, [limited, tuple('document:1#viewer@user:*', { name: 'in_range', context: { cidr: '10.0.0.0/8' } })]);

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { ip: '10.1.1.1' } })).toBe(true);
    await expect(fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { ip: '11.1.1.1' } })).rejects.toMatchObject({ numericCode: 2000 });
  });
});

describe('Check with contextual tuples', () => {
  it('counts contextual tuples for this request only', async () => {
    const fixture = engineFixture(dsl);
    const contextualTuples = [tuple('document:1#viewer@user:jon', { name: 'below', context: { limit: 5 } })];

    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 1 }, contextualTuples })).toBe(true);
    expect(await fixture.engine().check({ user: 'user:jon', relation: 'viewer', object: 'document:1', context: { x: 1 } })).toBe(false);
  });

  it('keeps the answers of different contextual tuples apart within one engine', async () => {
    const engine = engineFixture(dsl, [limited]).engine();
    const blocked = [tuple('document:1#blocked@user:jon')];

    expect(await engine.check({ user: 'user:jon', relation: 'reader', object: 'document:1', context: { x: 1 } })).toBe(true);
    expect(await engine.check({ user: 'user:jon', relation: 'reader', object: 'document:1', context: { x: 1 }, contextualTuples: blocked })).toBe(false);
  });
});
