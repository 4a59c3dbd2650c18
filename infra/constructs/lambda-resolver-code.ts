/**
 * The APPSYNC_JS code of every root-field resolver: it invokes the domain's Lambda with the event a direct
 * Lambda resolver would receive (what the handlers and the local harness expect), and raises the handler's
 * error envelope `{ __error: { code, message } }` as a GraphQL error whose errorType is the code.
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
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  if (ctx.result && ctx.result.__error) {
    util.error(ctx.result.__error.message, ctx.result.__error.code, null, { code: ctx.result.__error.code });
  }
  return ctx.result;
}
`;
