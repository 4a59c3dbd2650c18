import { describe, expect, it } from 'vitest';
import { lambdaResolverCode } from '../../../schema/src/graphql/lambda-resolver-code';
import { testSupportDisabledCode } from '../../../schema/src/graphql/test-support-disabled-code';
import { appSyncJsViolations } from './appsync-js-rules';
import { evaluateResolverCode } from './resolver-evaluator';

const context = { arguments: { id: 'f1' }, identity: { sub: 'u1' }, source: null, info: { fieldName: 'form' }, request: { headers: {} }, prev: null, stash: {} };

const json = (value: unknown) => JSON.stringify(value);

describe('the deployed resolver code, run as AppSync runs it', () => {
  const resolver = evaluateResolverCode(lambdaResolverCode);

  it('invokes the Lambda with the direct-resolver event', () => {
    const started = resolver.start(context);
    expect(started).toMatchObject({ errors: [], failed: false });
    expect(JSON.parse(started.payloadJson)).toEqual(context);
  });

  it('returns what the Lambda answered', () => {
    expect(resolver.start(context).respond({ resultJson: json({ id: 'f1' }) })).toEqual({ value: { id: 'f1' }, errors: [], failed: false });
  });

  it('raises an error envelope with its code as errorType and the code and details as errorInfo', () => {
    const result = { __error: { code: 'CONFLICT', message: 'Changed elsewhere.', details: { current: { version: 3 } } } };
    expect(resolver.start(context).respond({ resultJson: json(result) })).toEqual({
      value: null,
      failed: true,
      errors: [{ message: 'Changed elsewhere.', errorType: 'CONFLICT', data: null, errorInfo: { code: 'CONFLICT', details: { current: { version: 3 } } } }],
    });
  });

  it('raises an envelope without details with the code alone', () => {
    const result = { __error: { code: 'FORBIDDEN', message: 'No.' } };
    expect(resolver.start(context).respond({ resultJson: json(result) }).errors[0]?.errorInfo).toEqual({ code: 'FORBIDDEN' });
  });

  it("raises a failed invocation with AppSync's error type", () => {
    const error = { message: 'Task timed out after 10.00 seconds', type: 'Lambda:Unhandled' };
    expect(resolver.start(context).respond({ error }).errors).toEqual([
      { message: 'Task timed out after 10.00 seconds', errorType: 'Lambda:Unhandled', data: null, errorInfo: null },
    ]);
  });

  it('stays within the APPSYNC_JS runtime', () => {
    expect(appSyncJsViolations(lambdaResolverCode)).toEqual([]);
  });
});

describe("the test-support fields' code where test support is off", () => {
  const resolver = evaluateResolverCode(testSupportDisabledCode);

  it('answers FORBIDDEN without invoking anything', () => {
    const started = resolver.start(context);
    expect(started.payloadJson).toBe('null');
    expect(started.respond({ resultJson: 'null' })).toMatchObject({
      failed: true,
      errors: [{ message: 'Test support is not enabled in this deployment.', errorType: 'FORBIDDEN', errorInfo: { code: 'FORBIDDEN' } }],
    });
  });

  it('stays within the APPSYNC_JS runtime', () => {
    expect(appSyncJsViolations(testSupportDisabledCode)).toEqual([]);
  });
});

describe('the resolver evaluator', () => {
  it('keeps the value of a function that appends an error, with the error', () => {
    const code = `import { util } from '@aws-appsync/utils';
export function request(ctx) { return {}; }
export function response(ctx) { util.appendError('partial', 'Partial', { n: 1 }, { why: 'x' }); return ctx.result; }`;
    expect(evaluateResolverCode(code).start({}).respond({ resultJson: '[1,2]' })).toEqual({
      value: [1, 2],
      failed: false,
      errors: [{ message: 'partial', errorType: 'Partial', data: { n: 1 }, errorInfo: { why: 'x' } }],
    });
  });

  it("keeps what request put in the stash for response, as AppSync's stash lives through one resolution", () => {
    const code = `import { util } from '@aws-appsync/utils';
export function request(ctx) { ctx.stash.asked = ctx.arguments.id; return { payload: null }; }
export function response(ctx) { return { asked: ctx.stash.asked, answered: ctx.result }; }`;
    expect(evaluateResolverCode(code).start({ arguments: { id: 'f1' }, stash: {} }).respond({ resultJson: '"yes"' }).value).toEqual({ asked: 'f1', answered: 'yes' });
  });

  it('invokes nothing once util.error ended request', () => {
    const code = `import { util } from '@aws-appsync/utils';
export function request(ctx) { util.error('Refused', 'FORBIDDEN'); return { payload: ctx.arguments }; }
export function response(ctx) { return ctx.result; }`;
    expect(evaluateResolverCode(code).start({ arguments: { id: 'f1' } })).toMatchObject({
      failed: true,
      payloadJson: 'null',
      errors: [{ message: 'Refused', errorType: 'FORBIDDEN', data: null, errorInfo: null }],
    });
  });

  it('refuses code importing anything but util', () => {
    const code = `import { util } from '@aws-appsync/utils';\nimport fs from 'fs';\nexport function request() { return {}; }\nexport function response() { return null; }`;
    expect(() => evaluateResolverCode(code)).toThrow(/exactly \{ util \}/);
  });
});

describe('the APPSYNC_JS rules check', () => {
  it('names each unsupported construct', () => {
    const code = `export function response(ctx) {
  try { throw new Error('x'); } catch (e) { return null; }
  let i = 0; while (i < 2) { i++; }
  for (let j = 0; j < 2; j += 1) { continue; }
  return 'a' in ctx ? ~1 : null;
}
class A {}
async function later() { await null; }`;
    expect(appSyncJsViolations(code)).toEqual([
      'try/catch/finally at line 2',
      'throw at line 2',
      'while at line 3',
      '++ at line 3',
      'for(;;) at line 4',
      'continue at line 4',
      'in operator at line 5',
      '~ at line 5',
      'class at line 7',
      'async function at line 8',
      'await at line 8',
    ]);
  });
});
