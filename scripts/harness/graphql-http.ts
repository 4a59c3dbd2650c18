import type { IncomingMessage, ServerResponse } from 'node:http';
import { appSyncIdentityFromClaims, verifyAccessToken } from '../../functions/auth/access-token';
import { cachedTokenVerifier, type TokenVerifier } from '../../functions/auth/verified-tokens';
import { serviceEndpointPaths, serviceEndpoints } from '../../schema/src/api/service-endpoints';
import { apiLimits } from '../../schema/src/graphql/api-limits';
import { requestError, type AppSyncAnswer } from './appsync/appsync-errors';
import type { GraphqlExecutor, RequestScope } from './graphql-executor';
import { jsonBodyReader } from './json-body';

/** The API key of the guests' mode (GUEST_API_KEY, set by the local stack as the API stack makes one in AWS). */
const guestApiKey = () => process.env.GUEST_API_KEY ?? '';

/** The main GraphQL path, as CloudFront routes it to AppSync in AWS. */
export const graphqlPath = serviceEndpoints.graph;

const graphqlPaths = new Set(serviceEndpointPaths);

/** Where the harness reports its own failures (the terminal that runs the stack, by default). */
export type ReportFailure = (message: string, error: unknown) => void;

/**
 * Whether a request is for a GraphQL endpoint: one of the service paths exactly, as CloudFront's path patterns match
 * them (each goes to the one AppSync API).
 */
export const isGraphqlRequest = (request: IncomingMessage) => graphqlPaths.has((request.url ?? '').split('?', 1)[0]!);

/** The request's headers, lower-cased, as AppSync hands them to resolvers. */
function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
    else if (Array.isArray(value)) headers[name.toLowerCase()] = value.join(', ');
  }
  return headers;
}

/**
 * Verifies the bearer token as AppSync's Cognito user pool mode does. AppSync answers 401 with an
 * UnauthorizedException before any GraphQL when the token is missing, unreadable or expired.
 */
async function identityOf(request: IncomingMessage, verify: TokenVerifier): Promise<Pick<RequestScope, 'authMode' | 'identity'> | { refusal: string }> {
  const header = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (!header && typeof apiKey === 'string') {
    // API key mode (the public routes' guests): the key must be the API's; the request then has no identity.
    return apiKey === guestApiKey() ? { authMode: 'API_KEY', identity: null } : { refusal: 'You are not authorized to make this call.' };
  }
  if (!header) return { refusal: 'Valid authorization header not provided.' };
  // AppSync takes the token with or without the Bearer prefix.
  const token = header.replace(/^Bearer\s+/i, '').trim();
  try {
    return { authMode: 'AMAZON_COGNITO_USER_POOLS', identity: appSyncIdentityFromClaims(await verify(token)) };
  } catch (error) {
    return { refusal: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'Token has expired.' : 'Unable to parse JWT token.' };
  }
}

/** Where an answer is written: a ServerResponse (or a test's recorder). */
interface AnswerSink {
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  end(text: string): unknown;
}

/** An answer past AppSync's response size: no data, one error (the harness's wording; AppSync refuses it too). */
const tooLarge = requestError(200, 'ResponseTooLarge', `The response is larger than ${apiLimits.maxResponseBytes} bytes.`);

/**
 * Writes an answer as JSON (what Express's `response.json` wrote: the same type, length, and no ETag); an answer
 * larger than AppSync's response limit is refused in its place.
 */
export function send(response: AnswerSink, answer: AppSyncAnswer) {
  let text = JSON.stringify(answer.body);
  if (Buffer.byteLength(text) > apiLimits.maxResponseBytes) text = JSON.stringify(tooLarge.body);
  response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

/** Body errors (not JSON, too large) as AppSync reports them, never Express's HTML page. */
function bodyError(refused: 'too large' | 'not json'): AppSyncAnswer {
  if (refused === 'too large') {
    return requestError(413, 'PayloadTooLargeException', `The request body is larger than ${apiLimits.maxRequestBytes} bytes.`);
  }
  return requestError(400, 'MalformedHttpRequestException', 'The request body is not valid JSON.');
}

/**
 * The GraphQL endpoint without Express: AppSync has no router or middleware chain, and Express's cost per request
 * (routing, its request and response objects) was a good part of the harness's CPU in front of each save
 * (docs/performance.md). Answers exactly as before: 405 for other methods, 401 before the body is read, 413 / 400
 * for bodies (read as body-parser reads them: json-body.ts), the executor's answer, and AppSync's 500 (errorType
 * and message only) when the harness fails.
 */
export function graphqlListener(options: { executor: GraphqlExecutor; report: ReportFailure }) {
  // The token's signature is checked once per token; its expiry on every request.
  const verifyToken = cachedTokenVerifier(verifyAccessToken);
  const readBody = jsonBodyReader(apiLimits.maxRequestBytes);
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return send(response, requestError(405, 'MalformedHttpRequestException', 'Use POST.'));
    const caller = await identityOf(request, verifyToken);
    if ('refusal' in caller) return send(response, requestError(401, 'UnauthorizedException', caller.refusal));
    const read = await readBody(request, response);
    if ('refused' in read) return send(response, bodyError(read.refused));
    send(response, await options.executor(read.body, { authMode: caller.authMode, identity: caller.identity, headers: headersOf(request) }));
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    serve(request, response).catch((error: unknown) => {
      options.report(`The local stack failed on ${request.method} ${graphqlPath}:`, error);
      if (!response.headersSent) send(response, requestError(500, 'InternalFailureException', 'An internal failure occurred.'));
      else response.destroy();
    });
  };
}
