import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import { appSyncIdentityFromClaims, verifyAccessToken } from '../../functions/auth/access-token';
import { handler as authHandler } from '../../functions/auth/handler';
import { cachedTokenVerifier, type TokenVerifier } from '../../functions/auth/verified-tokens';
import { apiLimits } from '../../schema/src/graphql/api-limits';
import { requestError, type AppSyncAnswer } from './appsync/appsync-errors';
import type { GraphqlExecutor, RequestScope } from './graphql-executor';
import { mountLocalBlobs } from './local-blobs';
import { mountHttpLambda } from './mount-http-lambda';

/** The GraphQL path, as CloudFront routes it to AppSync in AWS. */
export const graphqlPath = '/platform-shell/graphql';

/** The request's headers, lower-cased, as AppSync hands them to resolvers. */
function headersOf(request: Request): Record<string, string> {
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
async function identityOf(request: Request, verify: TokenVerifier): Promise<{ identity: RequestScope['identity'] } | { refusal: string }> {
  const header = request.headers.authorization;
  if (!header) return { refusal: 'Valid authorization header not provided.' };
  // AppSync takes the token with or without the Bearer prefix.
  const token = header.replace(/^Bearer\s+/i, '').trim();
  try {
    return { identity: appSyncIdentityFromClaims(await verify(token)) };
  } catch (error) {
    return { refusal: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'Token has expired.' : 'Unable to parse JWT token.' };
  }
}

const send = (response: Response, answer: AppSyncAnswer) => response.status(answer.status).json(answer.body);

/** Body errors (not JSON, too large) as AppSync reports them, never Express's HTML page. */
const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
  if (error.type === 'entity.too.large') {
    send(response, requestError(413, 'PayloadTooLargeException', `The request body is larger than ${apiLimits.maxRequestBytes} bytes.`));
  } else if (error.type) {
    send(response, requestError(400, 'MalformedHttpRequestException', 'The request body is not valid JSON.'));
  } else next(error);
};

/** Where the harness reports its own failures (the terminal that runs the stack, by default). */
export type ReportFailure = (message: string, error: unknown) => void;

/**
 * A failure of the harness itself: AppSync's 500 answer (errorType and message only) on the GraphQL path, a
 * plain-text 500 elsewhere; never Express's HTML page with a stack trace and file paths.
 */
function failureAnswers(report: ReportFailure): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    report(`The local stack failed on ${request.method} ${request.path}:`, error);
    if (request.path === graphqlPath) send(response, requestError(500, 'InternalFailureException', 'An internal failure occurred.'));
    else response.status(500).type('text/plain').send('Internal Server Error');
  };
}

/**
 * The local stack's HTTP front: the auth handler at /auth/*, GraphQL at /platform-shell/graphql, signed image
 * uploads and views at /local-blobs, and the built web app with SPA fallback, the same paths CloudFront serves in AWS.
 */
export function createLocalApp(options: { executor: GraphqlExecutor; webRoot: string; blobRoot: string; report?: ReportFailure }): Express {
  const app = express();
  app.disable('x-powered-by');
  // AppSync sends no ETag, and hashing every answer costs the API a good part of its CPU per request.
  app.set('etag', false);
  // The token's signature is checked once per token; its expiry on every request.
  const verifyToken = cachedTokenVerifier(verifyAccessToken);
  mountHttpLambda(app, '/auth/*', authHandler as never);
  mountLocalBlobs(app, options.blobRoot);

  const authenticate: RequestHandler = (request, response, next) => {
    identityOf(request, verifyToken).then((caller) => {
      if ('refusal' in caller) send(response, requestError(401, 'UnauthorizedException', caller.refusal));
      else {
        response.locals.identity = caller.identity;
        next();
      }
    }, next);
  };
  const json = express.json({ limit: apiLimits.maxRequestBytes, type: () => true });
  app.post(graphqlPath, authenticate, json, bodyErrors, async (request: Request, response: Response) => {
    const scope: RequestScope = { identity: response.locals.identity as RequestScope['identity'], headers: headersOf(request) };
    send(response, await options.executor(request.body, scope));
  });
  app.all(graphqlPath, (_request, response) => {
    send(response, requestError(405, 'MalformedHttpRequestException', 'Use POST.'));
  });

  const indexFile = join(options.webRoot, 'index.html');
  app.use(express.static(options.webRoot, { index: false, maxAge: '1h', immutable: false }));
  app.get('/{*path}', (request, response) => {
    // Unknown asset paths are real 404s; every other path is a route of the single-page app.
    if (/\.[a-z0-9]+$/i.test(request.path) || !existsSync(indexFile)) {
      response.status(404).type('text/plain').send('Not Found');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
  app.use(failureAnswers(options.report ?? console.error));
  return app;
}
