import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountHttpLambda } from './mount-http-lambda';

let server: Server;
let base: string;
const seen: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  const app = express();
  mountHttpLambda(app, '/svc/*', async (event): Promise<APIGatewayProxyStructuredResultV2> => {
    seen.push(event);
    if (event.rawPath === '/svc/binary') {
      return { statusCode: 201, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([1, 2, 3]).toString('base64'), isBase64Encoded: true };
    }
    return { statusCode: 202, headers: { 'x-answer': 'yes' }, cookies: ['a=1; Path=/', 'b=2; HttpOnly'], body: 'done' };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mountHttpLambda', () => {
  it('hands the handler a payload v2 event built from the express request, raw body included', async () => {
    const body = JSON.stringify({ hello: 'wörld' });

    await fetch(`${base}/svc/items/7?x=1&x=2&y=z`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Custom': 'Value', cookie: 'sid=abc; theme=dark' },
      body,
    });

    expect(seen.at(-1)).toMatchObject({
      version: '2.0',
      rawPath: '/svc/items/7',
      rawQueryString: 'x=1&x=2&y=z',
      queryStringParameters: { x: '1,2', y: 'z' },
      cookies: ['sid=abc', 'theme=dark'],
      body,
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/svc/items/7', sourceIp: '127.0.0.1' } },
    });
    expect(seen.at(-1)?.headers).toMatchObject({ 'content-type': 'application/json', 'x-custom': 'Value' });
    expect(seen.at(-1)?.headers.cookie).toBeUndefined();
  });

  it('writes status, headers and every cookie of the result back as Set-Cookie headers', async () => {
    const response = await fetch(`${base}/svc`);

    expect(response.status).toBe(202);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(await response.text()).toBe('done');
  });

  it('decodes a base64-encoded result body', async () => {
    const response = await fetch(`${base}/svc/binary`);

    expect(response.status).toBe(201);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
