/**
 * The APPSYNC_JS code of the test-support fields in a deployment without test support: the Testing function is
 * not deployed there, but its SDL fields still exist (one schema everywhere), so they resolve on a NONE data
 * source to the answer the function itself gives when test support is off. It lives beside lambdaResolverCode so
 * the harness's APPSYNC_JS check and evaluator hold it too.
 */
export const testSupportDisabledCode = `import { util } from '@aws-appsync/utils';

export function request(ctx) {
  return { payload: null };
}

export function response(ctx) {
  util.error('Test support is not enabled in this deployment.', 'FORBIDDEN', null, { code: 'FORBIDDEN' });
}
`;
