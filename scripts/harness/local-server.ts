import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { GraphQLError } from 'graphql';
import { appSyncIdentityFromClaims, verifyAccessToken } from '../../functions/auth/access-token';
import { handler as authHandler } from '../../functions/auth/handler';
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

/** Verifies the bearer token as AppSync's Cognito mode would; anything else leaves the caller anonymous. */
async function identityOf(request: Request): Promise<RequestScope['identity']> {
  const match = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  try {
    return appSyncIdentityFromClaims(await verifyAccessToken(match[1]));
  } catch {
    return null;
  }
}

/** GraphQL errors as AppSync writes them: with `errorType` beside the code the local harness also carries. */
function formatError(error: GraphQLError) {
  const json = error.toJSON();
  const code = (json.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  return { ...json, errorType: code };
}

/**
 * The local stack's HTTP front: the auth handler at /auth/*, GraphQL at /platform-shell/graphql, signed image
 * uploads and views at /local-blobs, and the built web app with SPA fallback, the same paths CloudFront serves in AWS.
 */
export function createLocalApp(options: { executor: GraphqlExecutor; webRoot: string; blobRoot: string }): Express {
  const app = express();
  app.disable('x-powered-by');
  mountHttpLambda(app, '/auth/*', authHandler as never);
  mountLocalBlobs(app, options.blobRoot);

  app.post(graphqlPath, express.json({ limit: '1mb' }), async (request: Request, response: Response) => {
    const scope: RequestScope = { identity: await identityOf(request), headers: headersOf(request) };
    const { status, result } = await options.executor(request.body ?? {}, scope);
    response.status(status).json({
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
    });
  });
  app.all(graphqlPath, (_request, response) => {
    response.status(405).json({ errors: [{ message: 'Use POST.', errorType: 'BAD_REQUEST' }] });
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
  return app;
}
