import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyReader } from './json-body';

const limit = 64;
let server: Server;
let port: number;

beforeAll(async () => {
  const read = jsonBodyReader(limit);
  server = createServer((incoming, outgoing) => {
    void read(incoming, outgoing).then((answer) => outgoing.end(JSON.stringify(answer)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts raw bytes (chunked when `chunked`) and returns what the reader answered. */
function post(body: Buffer | string, headers: Record<string, string> = {}, chunked = false): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const lengthHeader = chunked ? {} : { 'content-length': String(bytes.length) };
    const outgoing = request({ host: '127.0.0.1', port, method: 'POST', headers: { ...lengthHeader, ...headers } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve(JSON.parse(text)));
    });
    outgoing.on('error', reject);
    if (chunked) for (let at = 0; at < bytes.length; at += 16) outgoing.write(bytes.subarray(at, at + 16));
    outgoing.end(chunked ? undefined : bytes);
  });
}

describe('a JSON request body, read as body-parser reads it', () => {
  it('parses an object or an array, after whitespace and a byte order mark; an empty body is {}', async () => {
    expect(await post('{"query":"{ a }"}')).toEqual({ body: { query: '{ a }' } });
    expect(await post('\uFEFF \n[1]')).toEqual({ body: [1] });
    expect(await post('')).toEqual({ body: {} });
  });

  it('refuses text that is not JSON, or JSON that is not an object or array at the top', async () => {
    expect(await post('{"query": ')).toEqual({ refused: 'not json' });
    expect(await post('"a string"')).toEqual({ refused: 'not json' });
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(limit) });
    expect(await post(big)).toEqual({ refused: 'too large' });
    expect(await post(big, {}, true)).toEqual({ refused: 'too large' });
  });

  it('hands compressed bodies and other charsets to body-parser, with its answers', async () => {
    expect(await post(gzipSync('{"a":1}'), { 'content-encoding': 'gzip' })).toEqual({ body: { a: 1 } });
    expect(await post(Buffer.from('{"a":1}', 'utf16le'), { 'content-type': 'application/json; charset=utf-16le' })).toEqual({ body: { a: 1 } });
    expect(await post('{"a":1}', { 'content-type': 'application/json; charset=latin1' })).toEqual({ refused: 'not json' });
  });
});
