import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Express, NextFunction, Request, Response } from 'express';

/** A Lambda handler for HTTP API / function URL events (payload format 2.0). */
export type HttpLambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

// Bodies of these types reach Lambda as text; everything else arrives base64-encoded, as AWS does it.
const textual = /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml|graphql|javascript))/i;

/** The raw request body. Read from the stream: no body parser may have run before this route. */
async function rawBody(request: IncomingMessage & { body?: unknown }): Promise<Buffer> {
  if (request.readableEnded) {
    // Someone parsed it already; rebuild what we can rather than hang waiting for a consumed stream.
    const { body } = request;
    if (Buffer.isBuffer(body)) return body;
    if (typeof body === 'string') return Buffer.from(body);
    return body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Headers lower-cased and repeated ones joined with commas, without Cookie (payload v2 moves it to `cookies`). */
function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryOf(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return query;
}

/** Builds the payload v2 event AWS would send for an express request. */
export async function toHttpApiEvent(request: Request): Promise<APIGatewayProxyEventV2> {
  const [rawPath = '/', rawQueryString = ''] = request.originalUrl.split(/\?(.*)/s);
  const body = await rawBody(request);
  const isText = textual.test(request.headers['content-type'] ?? 'text/plain');
  const cookies = (request.headers.cookie ?? '').split(';').map((pair) => pair.trim()).filter(Boolean);
  const now = new Date();
  const sourceIp = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const headers = headersOf(request);
  const host = headers.host ?? 'localhost';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers,
    ...(cookies.length ? { cookies } : {}),
    ...(queryOf(rawQueryString) ? { queryStringParameters: queryOf(rawQueryString) } : {}),
    ...(body.length ? { body: body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: { method: request.method, path: rawPath, protocol: `HTTP/${request.httpVersion}`, sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

function contextFor(event: APIGatewayProxyEventV2): Context {
  const deadline = Date.now() + 30_000;
  const fail = () => {
    throw new Error('Callback-style Lambda context methods are not supported by the local harness.');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'local-http-lambda',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local-http-lambda',
    memoryLimitInMB: '1024',
    awsRequestId: event.requestContext.requestId,
    logGroupName: '/aws/lambda/local-http-lambda',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: fail,
    fail,
    succeed: fail,
  };
}

/** Writes a payload v2 result the way API Gateway / function URLs do (a bare string or object is a 200 JSON body). */
function writeResult(response: Response, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string' || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    response.status(200).type('application/json').send(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  response.status(result.statusCode ?? 200);
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  for (const cookie of result.cookies ?? []) response.append('Set-Cookie', cookie);
  if (!result.body) {
    response.end();
    return;
  }
  response.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/**
 * Serves an HTTP Lambda handler from an express app, so the handler deployed behind a function URL or HTTP
 * API answers locally too. `pathPattern` uses express 5 syntax; a trailing `/*` (as in `/auth/*`) is
 * accepted and means "this path and everything under it". Mount it before any body parser.
 */
export function mountHttpLambda(app: Express, pathPattern: string, handler: HttpLambdaHandler): void {
  const route = pathPattern.endsWith('/*') ? `${pathPattern.slice(0, -2)}{/*rest}` : pathPattern;
  app.all(route, async (request: Request, response: Response, next: NextFunction) => {
    try {
      const event = await toHttpApiEvent(request);
      writeResult(response, await handler(event, contextFor(event)));
    } catch (error) {
      next(error);
    }
  });
}
