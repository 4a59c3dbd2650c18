import { createContext, runInContext } from 'node:vm';

/** One GraphQL error a resolver raised through `util.error` or `util.appendError`, as AppSync reports it. */
export interface ResolverError {
  message: string;
  errorType: string | null;
  data: unknown;
  errorInfo: unknown;
}

/** What running `request` or `response` produced: its return value (null after util.error) and its errors. */
export interface ResolverStep {
  value: unknown;
  errors: ResolverError[];
  /** True when util.error ended the function: the field resolves to null. */
  failed: boolean;
}

/** What a Lambda data source gave back: its answer as JSON text, or AppSync's error for a failed invocation. */
export type DataSourceOutcome = { resultJson: string } | { error: { message: string; type: string } };

/** A resolution whose `request` has run: its errors, the data source's payload, and the way on to `response`. */
export interface StartedResolution {
  errors: ResolverError[];
  /** True when util.error ended `request`: nothing is invoked and the field resolves to null. */
  failed: boolean;
  /** The `payload` that `request` returned, as the JSON text a Lambda data source is invoked with. */
  payloadJson: string;
  /** Runs `response` on the same context (what `request` left in its stash is still there) with the outcome. */
  respond: (outcome: DataSourceOutcome) => ResolverStep;
}

/** An APPSYNC_JS resolver's two functions, run as one resolution. */
export interface EvaluatedResolver {
  /**
   * Runs `request` on `ctx`, for `respond` to run `response` on the same context. The context crosses into the
   * sandbox once, the payload leaves it once as the invocation's JSON, and the answer enters once as JSON.
   */
  start: (ctx: Record<string, unknown>) => StartedResolution;
}

/** Thrown inside the sandbox by util.error: AppSync stops the function there. */
class UtilErrorRaised extends Error {}

const utilsImport = /^import \{ util \} from '@aws-appsync\/utils';\s*$/m;

/** JSON in, JSON out: values cross the sandbox boundary as AppSync passes them, as JSON. */
const asJson = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * Loads APPSYNC_JS resolver code (the text the CDK app deploys) into a sandbox with the `util` functions it
 * uses: `util.error(message, type, data, errorInfo)` ends the function with an error, `util.appendError(...)`
 * adds one and lets it go on. Anything else the code imports fails to load, so an unsupported dependency is
 * caught here rather than at deploy time.
 */
export function evaluateResolverCode(source: string): EvaluatedResolver {
  const imports = source.match(/^import .*$/gm) ?? [];
  if (imports.length !== 1 || !utilsImport.test(source)) {
    throw new Error('Resolver code must import exactly { util } from @aws-appsync/utils.');
  }
  let errors: ResolverError[] = [];
  const toError = (message: unknown, type: unknown, data: unknown, errorInfo: unknown): ResolverError => ({
    message: String(message),
    errorType: type === undefined || type === null ? null : String(type),
    data: asJson(data),
    errorInfo: asJson(errorInfo),
  });
  const util = {
    error(message: unknown, type?: unknown, data?: unknown, errorInfo?: unknown): never {
      errors.push(toError(message, type, data, errorInfo));
      throw new UtilErrorRaised();
    },
    appendError(message: unknown, type?: unknown, data?: unknown, errorInfo?: unknown): void {
      errors.push(toError(message, type, data, errorInfo));
    },
  };
  const body = source.replace(utilsImport, '').replace(/^export function /gm, 'function ');
  const sandbox = createContext({ util });
  const functions = runInContext(`"use strict";\n${body}\n({ request, response });`, sandbox) as Record<
    'request' | 'response',
    (ctx: unknown) => unknown
  >;
  // The context object is built inside the sandbox, so the code sees the sandbox's own Object and Array.
  const parseInSandbox = runInContext('(json) => JSON.parse(json)', sandbox) as (json: string) => unknown;

  // APPSYNC_JS is synchronous, so the error list of one call is never shared with another.
  const call = (name: 'request' | 'response', sandboxContext: unknown): ResolverStep => {
    errors = [];
    try {
      return { value: functions[name](sandboxContext), errors, failed: false };
    } catch (error) {
      if (error instanceof UtilErrorRaised) return { value: null, errors, failed: true };
      throw error;
    } finally {
      errors = [];
    }
  };
  const start = (ctx: Record<string, unknown>): StartedResolution => {
    const sandboxContext = parseInSandbox(JSON.stringify(ctx)) as Record<string, unknown>;
    const requested = call('request', sandboxContext);
    const payload = (requested.value as { payload?: unknown } | null)?.payload;
    return {
      errors: requested.errors,
      failed: requested.failed,
      payloadJson: requested.failed ? 'null' : JSON.stringify(payload ?? null),
      respond: (outcome) => {
        if ('resultJson' in outcome) sandboxContext.result = parseInSandbox(outcome.resultJson);
        else sandboxContext.error = parseInSandbox(JSON.stringify(outcome.error));
        const step = call('response', sandboxContext);
        return { ...step, value: asJson(step.value) };
      },
    };
  };
  return { start };
}
