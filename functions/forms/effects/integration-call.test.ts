import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callIntegration, type BackoffPolicy } from './integration-call';

let server: Server;
let url: string;
const statuses: number[] = [];
const waits: number[] = [];
const backoff: BackoffPolicy = { firstDelayMs: 100, maxDelayMs: 250, sleep: async (ms) => void waits.push(ms) };

beforeAll(async () => {
  // Answers each request with the next planned status.
  server = createServer((request, response) => request.resume().on('end', () => response.writeHead(statuses.shift() ?? 200).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = (retries: number, ...planned: number[]) => {
  statuses.splice(0, statuses.length, ...planned);
  waits.length = 0;
  return callIntegration({ url, method: 'POST', body: { formId: 'f1' }, timeoutMs: 2000, retries }, backoff);
};

describe('callIntegration', () => {
  it('retries 5xx answers with a doubling wait, up to its ceiling', async () => {
    expect(await call(3, 500, 502, 503, 200)).toEqual({ ok: true, tries: 4, httpStatus: 200 });
    expect(waits).toEqual([100, 200, 250]);
  });

  it('fails after its retries with the last answer', async () => {
    expect(await call(1, 500, 503)).toEqual({ ok: false, tries: 2, httpStatus: 503, error: 'HTTP 503 after 2 tries' });
  });

  it('fails at once on a 4xx or a redirect', async () => {
    expect(await call(3, 422)).toEqual({ ok: false, tries: 1, httpStatus: 422, error: 'HTTP 422' });
    expect(await call(3, 302)).toEqual({ ok: false, tries: 1, httpStatus: 302, error: 'HTTP 302' });
  });

  it('retries a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const refused = await callIntegration({ url: `http://127.0.0.1:${port}/hook`, method: 'PUT', body: {}, timeoutMs: 1000, retries: 1 }, backoff);

    expect(refused).toMatchObject({ ok: false, tries: 2, httpStatus: null, error: 'network error (ECONNREFUSED) after 2 tries' });
  });
});
