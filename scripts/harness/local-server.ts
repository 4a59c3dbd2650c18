import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestListener } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import { handler as authHandler } from '../../functions/auth/handler';
import type { GraphqlExecutor } from './graphql-executor';
import { graphqlListener, isGraphqlRequest, type ReportFailure } from './graphql-http';
import { mountLocalBlobs } from './local-blobs';
import { mountHttpLambda } from './mount-http-lambda';

export { graphqlPath, type ReportFailure } from './graphql-http';

/** A failure of the harness itself: a plain-text 500, never Express's HTML page with a stack trace and file paths. */
function failureAnswers(report: ReportFailure): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    report(`The local stack failed on ${request.method} ${request.path}:`, error);
    response.status(500).type('text/plain').send('Internal Server Error');
  };
}

/**
 * The local stack's HTTP front: GraphQL at /platform-shell/graphql (served without Express, as AppSync has no
 * middleware: graphql-http.ts), the auth handler at /auth/*, signed image uploads and views at /local-blobs, and
 * the built web app with SPA fallback, the same paths CloudFront serves in AWS.
 */
export function createLocalApp(options: { executor: GraphqlExecutor; webRoot: string; blobRoot: string; report?: ReportFailure }): RequestListener {
  const report = options.report ?? console.error;
  const app = express();
  app.disable('x-powered-by');
  // CloudFront's origins here (the auth Lambda, S3) send no ETag of ours, and hashing every answer costs CPU.
  app.set('etag', false);
  mountHttpLambda(app, '/auth/*', authHandler as never);
  // The public routes' guest session: the same auth function, under /public where the guest cookie is sent.
  mountHttpLambda(app, '/public/api/*', authHandler as never);
  // What the Web stack writes to the bucket in AWS: no analytics locally, and the guests' API key.
  app.get('/runtime-config.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json({ analytics: { provider: 'none' }, guestApiKey: process.env.GUEST_API_KEY });
  });
  mountLocalBlobs(app, options.blobRoot);

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
  app.use(failureAnswers(report));
  const graphql = graphqlListener({ executor: options.executor, report });
  return (request, response) => (isGraphqlRequest(request) ? graphql(request, response) : app(request, response));
}
