import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * SPA fallback at the edge: a path whose last segment has no extension is a client-side route, so it is
 * served /index.html. Only the S3 behaviour runs it; API behaviours keep their own status codes and bodies
 * (a distribution-wide 403/404 -> index.html error response would turn API errors into HTML).
 */
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The web app calls /platform-shell/graphql and the other service endpoints (schema/src/api/service-endpoints.ts);
 * AppSync serves /graphql. The web sends `Authorization: Bearer
 * <jwt>`; AppSync's user pool mode is documented to take the bare token, so the prefix is dropped here.
 */
const graphqlPathCode = `function handler(event) {
  var request = event.request;
  request.uri = '/graphql';
  var authorization = request.headers.authorization;
  if (authorization && authorization.value.indexOf('Bearer ') === 0) {
    authorization.value = authorization.value.substring(7);
  }
  return request;
}`;

const edgeFunction = (scope: Construct, id: string, comment: string, code: string) =>
  new CloudFrontFunction(scope, id, { comment, code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });

export const spaFallbackFunction = (scope: Construct) =>
  edgeFunction(scope, 'SpaFallback', 'Extension-less paths are SPA routes: serve /index.html', spaFallbackCode);

export const graphqlPathFunction = (scope: Construct) =>
  edgeFunction(scope, 'GraphqlPath', 'Rewrites the service endpoints (/platform-shell/graphql ...) to AppSync /graphql', graphqlPathCode);

/**
 * The auth function builds the hosted sign-in's callback from the browser's origin, but behind CloudFront it
 * sees the Function URL's host: the viewer's host travels as x-forwarded-host (Cognito still accepts only the
 * callbacks registered on the client, so a forged header gains nothing).
 */
const forwardedHostCode = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;

export const forwardedHostFunction = (scope: Construct) =>
  edgeFunction(scope, 'ForwardedHost', 'Forwards the viewer host to the auth function as x-forwarded-host', forwardedHostCode);
