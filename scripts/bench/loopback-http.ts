import { Agent, request } from 'node:http';

/** An answer of the local stack: status, headers and the body text. */
export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A keep-alive HTTP client bound to one port on 127.0.0.1 (never leaves the machine). */
export interface LoopbackClient {
  send: (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<LoopbackAnswer>;
  close: () => void;
}

const defaultTimeoutMs = 10_000;

/**
 * A lean client for the load generator: node:http with a keep-alive agent, so each benchmark client keeps
 * one connection and the generator costs little of the core it shares with the API. A request still unanswered
 * after `timeoutMs` fails.
 */
export function loopbackClient(baseUrl: string, maxSockets: number, timeoutMs = defaultTimeoutMs): LoopbackClient {
  const port = Number(new URL(baseUrl).port);
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send: LoopbackClient['send'] = (method, path, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
