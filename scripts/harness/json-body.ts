import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';

/** A request body as JSON, or why it could not be read: too large, or not JSON. */
export type JsonBody = { body: unknown } | { refused: 'too large' | 'not json' };

const firstNonWhitespace = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/;

/** body-parser's strict JSON: an empty body is `{}`, anything but an object or array at the top is refused. */
function parseStrict(text: string): JsonBody {
  if (text.length === 0) return { body: {} };
  const first = firstNonWhitespace.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { refused: 'not json' };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refused: 'not json' };
  }
}

/** Reads the whole body, at most `limit` bytes (more: drains the rest and refuses it as too large). */
function readPlain(request: IncomingMessage, limit: number): Promise<JsonBody> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    let tooLarge = declared > limit;
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      if (tooLarge) resolve({ refused: 'too large' });
      // A UTF-8 byte order mark is not part of the JSON text (body-parser's decoder drops it too).
      else resolve(parseStrict(Buffer.concat(chunks, length).toString('utf8').replace(/^\uFEFF/, '')));
    });
  });
}

/** Whether body-parser would read this body as plain UTF-8: not compressed, no charset or UTF-8. */
function isPlainUtf8(request: IncomingMessage): boolean {
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
  return charset === undefined || charset.toLowerCase() === 'utf-8';
}

/**
 * Reads a JSON request body as body-parser's `json({ limit, type: () => true })` does (every content type, strict
 * JSON, at most `limit` bytes, no body at all is `undefined`). The usual body (uncompressed UTF-8) is read here
 * directly, which costs a fraction of body-parser's layers; any other (a compressed body, another charset) is
 * handed to body-parser itself, so the answers stay exactly its answers.
 */
export function jsonBodyReader(limit: number) {
  const bodyParser = express.json({ limit, type: () => true });
  const viaBodyParser = (request: IncomingMessage, response: ServerResponse) =>
    new Promise<JsonBody>((resolve, reject) => {
      bodyParser(request as express.Request, response as express.Response, (error?: unknown) => {
        const type = (error as { type?: string } | undefined)?.type;
        if (!error) resolve({ body: (request as { body?: unknown }).body });
        else if (type) resolve({ refused: type === 'entity.too.large' ? 'too large' : 'not json' });
        else reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  return (request: IncomingMessage, response: ServerResponse): Promise<JsonBody> => {
    // type-is's hasBody, as body-parser asks it: no length and no chunked encoding is no body at all.
    const hasBody = request.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(request.headers['content-length'] ?? Number.NaN));
    if (!hasBody) return Promise.resolve({ body: undefined });
    return isPlainUtf8(request) ? readPlain(request, limit) : viaBodyParser(request, response);
  };
}
