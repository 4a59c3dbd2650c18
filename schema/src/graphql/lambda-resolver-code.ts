/**
 * The APPSYNC_JS code of every root-field resolver. `request` invokes the domain's Lambda with the event a direct
 * Lambda resolver would receive (what the handlers expect). `response` raises a failed invocation with AppSync's
 * own error type, and the handler's error envelope `{ __error: { code, message, details } }` as an error whose
 * errorType is the code and whose errorInfo carries the code and the details (schema/src/errors). The local
 * harness runs this same text (scripts/harness/appsync), and a test holds it to APPSYNC_JS's restrictions.
 */
export const lambdaResolverCode = `import { util } from '@aws-appsync/utils';

export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      info: ctx.info,
      request: ctx.request,
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}

export function response(ctx) {
  if (ctx.error) {
    util.error(ctx.error.message, ctx.error.type);
  }
  const failure = ctx.result ? ctx.result.__error : null;
  if (failure) {
    const errorInfo = failure.details ? { code: failure.code, details: failure.details } : { code: failure.code };
    util.error(failure.message, failure.code, null, errorInfo);
  }
  return ctx.result;
}
`;
