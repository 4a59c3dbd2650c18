import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../functions/auth/access-token';
import { createLocalApp, graphqlPath } from './local-server';

let folder: string;
let server: Server;
let base: string;
let token: string;
const reported: unknown[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'local-server-'));
  process.env.LOCAL_SIGNING_KEY_PATH = join(folder, 'signing-key.json');
  token = (await issueAccessToken({ userId: 'u-1', username: 'ada', email: 'ada@example.edu', firstName: 'Ada', lastName: 'L', campusCode: '01', tenantCode: 'PSS' })).accessToken;
  // A harness bug: the executor throws with a message that names a file on this machine.
  const executor = async () => {
    throw new Error(`boom at ${join(folder, 'executor.ts')}:12`);
  };
  const app = createLocalApp({ executor, webRoot: '/nonexistent', blobRoot: join(folder, 'blobs'), report: (_message, error) => reported.push(error) });
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
  delete process.env.LOCAL_SIGNING_KEY_PATH;
});

describe('the local GraphQL endpoint when the harness itself fails', () => {
  it("answers AppSync's 500 JSON error with no stack trace, file path or HTML", async () => {
    const response = await fetch(`${base}${graphqlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ errors: [{ errorType: 'InternalFailureException', message: 'An internal failure occurred.' }] });
    expect(reported).toHaveLength(1);
  });
});

describe('the local GraphQL endpoint', () => {
  it('answers any other method than POST with 405 as JSON, before the token is checked', async () => {
    const response = await fetch(`${base}${graphqlPath}`, { method: 'GET' });

    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ errors: [{ errorType: 'MalformedHttpRequestException', message: 'Use POST.' }] });
  });
});

describe('the service endpoints', () => {
  it('serves GraphQL on each path the spec names, and nothing on a path beside them', async () => {
    for (const path of ['/relationship-v2/graphql', '/form-builder/graphql', '/dashboard/graphql']) {
      const response = await fetch(`${base}${path}`, { method: 'GET' });
      expect(response.status, path).toBe(405);
      expect(await response.json()).toEqual({ errors: [{ errorType: 'MalformedHttpRequestException', message: 'Use POST.' }] });
    }
    const beside = await fetch(`${base}/relationship-v3/graphql`, { method: 'GET' });
    expect(beside.status).not.toBe(405);
  });
});
