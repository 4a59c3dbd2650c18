import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthzError } from './engine/types';
import { createOpenFgaClient, openFgaConfigFromEnv } from './openfga-config';
import { OpenFgaSdkService } from './openfga-sdk-service';

const storeId = '01HVMMBCMGZNT3SED4Z17ECXCA';
const modelId = '01HVMMBD3S1T1RMTRYVP4KWSC9';

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization?: string;
}

/** A fake OpenFGA HTTP API: answers each path with what a test set, and remembers every request. */
function fakeOpenFga() {
  const answers = new Map<string, { status: number; body: unknown }>();
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      seen.push({ method: request.method ?? '', path, body: text ? JSON.parse(text) : {}, authorization: request.headers.authorization });
      const answer = answers.get(path) ?? { status: 404, body: { code: 'undefined_endpoint', message: `no answer for ${path}` } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return {
    server,
    seen,
    answer: (endpoint: string, body: unknown, status = 200) => answers.set(`/stores/${storeId}/${endpoint}`, { status, body }),
    reset: () => {
      answers.clear();
      seen.length = 0;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const fake = fakeOpenFga();
let service: OpenFgaSdkService;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  service = new OpenFgaSdkService(
    createOpenFgaClient({ apiUrl: fake.url(), storeId, apiToken: 'secret', retry: { maxRetry: 0, minWaitInMs: 1 } }),
  );
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
beforeEach(() => fake.reset());

describe('openFgaConfigFromEnv', () => {
  it('names the missing variable', () => {
    expect(() => openFgaConfigFromEnv({})).toThrow('environment variable OPENFGA_API_URL must be set');
    expect(() => openFgaConfigFromEnv({ OPENFGA_API_URL: 'http://fga:8080' })).toThrow(
      'environment variable OPENFGA_STORE_ID must be set',
    );
  });

  it('takes the model id and the token when given', () => {
    expect(
      openFgaConfigFromEnv({ OPENFGA_API_URL: 'http://fga:8080', OPENFGA_STORE_ID: storeId, OPENFGA_MODEL_ID: modelId, OPENFGA_API_TOKEN: 't' }),
    ).toEqual({ apiUrl: 'http://fga:8080', storeId, modelId, apiToken: 't' });
  });
});

describe('OpenFgaSdkService over a fake OpenFGA API', () => {
  it('checks with context and contextual tuples, sending the token', async () => {
    fake.answer('check', { allowed: true });

    const allowed = await service.check({
      user: 'user:anne',
      relation: 'viewer',
      object: 'doc:1',
      context: { x: 10 },
      contextualTuples: [{ user: 'user:anne', relation: 'member', object: 'group:a', condition: { name: 'c' } }],
    });

    expect(allowed).toBe(true);
    expect(fake.seen[0]).toMatchObject({
      method: 'POST',
      path: `/stores/${storeId}/check`,
      authorization: 'Bearer secret',
      body: {
        tuple_key: { user: 'user:anne', relation: 'viewer', object: 'doc:1' },
        context: { x: 10 },
        contextual_tuples: { tuple_keys: [{ user: 'user:anne', relation: 'member', object: 'group:a', condition: { name: 'c' } }] },
      },
    });
  });

  it('answers a batch check in the order asked', async () => {
    fake.answer('batch-check', { result: { '1': { allowed: false }, '0': { allowed: true } } });

    const answers = await service.batchCheck([
      { user: 'user:a', relation: 'viewer', object: 'doc:1' },
      { user: 'user:b', relation: 'viewer', object: 'doc:1' },
    ]);

    expect(answers).toEqual([true, false]);
  });

  it("turns one batch check's input error into an AuthzError", async () => {
    fake.answer('batch-check', { result: { '0': { allowed: false, error: { input_error: 'relation_not_found', message: "relation 'doc#x' not found" } } } });

    await expect(service.batchCheck([{ user: 'user:a', relation: 'x', object: 'doc:1' }])).rejects.toMatchObject({
      code: 'relation_not_found',
      numericCode: 2022,
    });
  });

  it('reads a page of tuples with conditions and hands back the continuation token', async () => {
    fake.answer('read', {
      tuples: [{ key: { user: 'user:a', relation: 'viewer', object: 'doc:1', condition: { name: 'c', context: { x: 1 } } }, timestamp: '2026-01-02T03:04:05Z' }],
      continuation_token: 'next-page',
    });

    const page = await service.read({ object: 'doc:', user: 'user:a' }, { pageSize: 10, continuationToken: 'this-page' });

    expect(page).toEqual({
      tuples: [{ key: { user: 'user:a', relation: 'viewer', object: 'doc:1', condition: { name: 'c', context: { x: 1 } } }, timestamp: '2026-01-02T03:04:05Z' }],
      continuationToken: 'next-page',
    });
    expect(fake.seen[0]?.body).toMatchObject({ tuple_key: { object: 'doc:', user: 'user:a' }, page_size: 10, continuation_token: 'this-page' });
  });

  it('writes and deletes in one request, deletes without conditions', async () => {
    fake.answer('write', {});

    await service.write(
      [{ user: 'user:a', relation: 'viewer', object: 'doc:1', condition: { name: 'c', context: { x: 1 } } }],
      [{ user: 'user:b', relation: 'viewer', object: 'doc:1', condition: { name: 'c' } }],
    );

    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]?.body).toMatchObject({
      writes: { tuple_keys: [{ user: 'user:a', relation: 'viewer', object: 'doc:1', condition: { name: 'c', context: { x: 1 } } }] },
      deletes: { tuple_keys: [{ user: 'user:b', relation: 'viewer', object: 'doc:1' }] },
    });
  });

  it("maps the server's duplicate-write refusal to write_failed_due_to_invalid_input", async () => {
    const message = "cannot write a tuple which already exists: user: 'user:a', relation: 'viewer', object: 'doc:1': invalid write input";
    fake.answer('write', { code: 'write_failed_due_to_invalid_input', message }, 400);

    const failure = service.write([{ user: 'user:a', relation: 'viewer', object: 'doc:1' }], []);

    await expect(failure).rejects.toBeInstanceOf(AuthzError);
    await expect(failure).rejects.toMatchObject({ code: 'write_failed_due_to_invalid_input', numericCode: 2017, message });
  });

  it('maps validation codes it has no name for to validation_error, keeping the numeric code', async () => {
    fake.answer('check', { code: 'invalid_object_format', message: 'invalid object' }, 400);

    await expect(service.check({ user: 'user:a', relation: 'viewer', object: 'doc' })).rejects.toMatchObject({
      code: 'validation_error',
      numericCode: 2012,
    });
  });

  it('tells a missing condition context apart by its message', async () => {
    fake.answer('check', { code: 'validation_error', message: "failed to evaluate relationship condition 'c': context is missing parameters [x]" }, 400);

    await expect(service.check({ user: 'user:a', relation: 'viewer', object: 'doc:1' })).rejects.toMatchObject({
      code: 'invalid_condition_context',
    });
  });

  it('reports a server failure as a plain error, not an authorization answer', async () => {
    fake.answer('check', { code: 'internal_error', message: 'boom' }, 500);

    const failure = service.check({ user: 'user:a', relation: 'viewer', object: 'doc:1' });

    await expect(failure).rejects.not.toBeInstanceOf(AuthzError);
    await expect(failure).rejects.toThrow(/OpenFGA request failed.*500.*boom/);
  });

  it('expands, lists objects and lists users', async () => {
    const tree = { root: { name: 'doc:1#viewer', leaf: { users: { users: ['user:a'] } } } };
    fake.answer('expand', { tree });
    fake.answer('list-objects', { objects: ['doc:1', 'doc:2'] });
    fake.answer('list-users', {
      users: [{ object: { type: 'user', id: 'a' } }, { wildcard: { type: 'user' } }, { userset: { type: 'group', id: 'g', relation: 'member' } }],
    });

    expect(await service.expand({ relation: 'viewer', object: 'doc:1' })).toEqual(tree);
    expect(await service.listObjects({ user: 'user:a', relation: 'viewer', type: 'doc' })).toEqual(['doc:1', 'doc:2']);
    expect(
      await service.listUsers({ object: 'doc:1', relation: 'viewer', userFilters: [{ type: 'user' }, { type: 'group', relation: 'member' }] }),
    ).toEqual([{ object: { type: 'user', id: 'a' } }, { wildcard: { type: 'user' } }, { userset: { type: 'group', id: 'g', relation: 'member' } }]);
    expect(fake.seen.find((s) => s.path.endsWith('list-users'))?.body).toMatchObject({
      object: { type: 'doc', id: '1' },
      user_filters: [{ type: 'user' }, { type: 'group', relation: 'member' }],
    });
  });

  it('reads the latest model as JSON and as DSL text', async () => {
    const model = {
      id: modelId,
      schema_version: '1.1',
      type_definitions: [
        { type: 'user', relations: {}, metadata: null },
        {
          type: 'doc',
          relations: { viewer: { this: {} } },
          metadata: { relations: { viewer: { directly_related_user_types: [{ type: 'user' }] } } },
        },
      ],
      conditions: {},
    };
    fake.answer('authorization-models', { authorization_models: [model] });

    const read = await service.readAuthorizationModel();

    expect(read.id).toBe(modelId);
    expect(read.json).toEqual(model);
    expect(read.dsl).toContain('define viewer: [user]');
  });

  it("explains a check with the server's model and the tuples its Read returns", async () => {
    const model = {
      id: modelId,
      schema_version: '1.1',
      type_definitions: [
        { type: 'user', relations: {}, metadata: null },
        { type: 'doc', relations: { viewer: { this: {} } }, metadata: { relations: { viewer: { directly_related_user_types: [{ type: 'user' }] } } } },
      ],
      conditions: {},
    };
    fake.answer('authorization-models', { authorization_models: [model] });
    fake.answer('read', { tuples: [{ key: { user: 'user:a', relation: 'viewer', object: 'doc:1' }, timestamp: '2026-01-02T03:04:05Z' }] });

    const explanation = await service.explain({ user: 'user:a', relation: 'viewer', object: 'doc:1' });

    expect(explanation).toMatchObject({ allowed: true, missingSteps: 0 });
    expect(explanation.root.children[0]).toMatchObject({ kind: 'direct', tuple: { user: 'user:a', relation: 'viewer', object: 'doc:1' } });
    expect(fake.seen.find((request) => request.path.endsWith('/read'))?.body).toMatchObject({ tuple_key: { object: 'doc:1', relation: 'viewer' } });
  });
});
