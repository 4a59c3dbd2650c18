import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/*
 * A front for `bench:form:load`: serves one build of the web app (its files and, for page navigations, its
 * index.html) and passes every other request (auth, GraphQL, runtime config) to one local stack. Two fronts on
 * one stack compare two builds against the same data in the same run, each through the same extra hop.
 */

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png', '.ico': 'image/x-icon' };

/** A served build: its address, and a way to stop serving. */
export interface WebFront {
  url: string;
  close(): Promise<void>;
}

function staticFile(webRoot: string, path: string): string | undefined {
  const file = normalize(join(webRoot, decodeURIComponent(path)));
  if (!file.startsWith(webRoot) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return file;
}

/** Serves the build in `webRoot` on a free port of 127.0.0.1, in front of the stack at `stackUrl`. */
export async function serveWebFront(webRoot: string, stackUrl: string): Promise<WebFront> {
  const stackPort = Number(new URL(stackUrl).port);
  const server: Server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0]!;
    const navigation = incoming.method === 'GET' && incoming.headers['sec-fetch-mode'] === 'navigate';
    const file = incoming.method === 'GET' ? (navigation ? join(webRoot, 'index.html') : staticFile(webRoot, path)) : undefined;
    if (file && path !== '/runtime-config.json') {
      // As the stack serves them: assets cached for an hour, the page itself revalidated.
      outgoing.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': navigation ? 'no-cache' : 'public, max-age=3600' });
      outgoing.end(readFileSync(file));
      return;
    }
    const passed = forward({ host: '127.0.0.1', port: stackPort, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    passed.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
