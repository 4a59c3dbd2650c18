import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { apiLimits } from '../../../schema/src/graphql/api-limits';
import type { ResolverHandler } from '../domain-handlers';
import type { DataSourceOutcome } from './resolver-evaluator';

function lambdaContext(functionName: string, requestId: string, deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const byteLength = (json: string) => Buffer.byteLength(json, 'utf8');

/**
 * Invokes a handler as AppSync's Lambda data source does: the payload arrives as JSON text (at most Lambda's
 * 6 MB) and reaches the handler parsed, the handler gets its function's timeout, and its answer goes back as JSON
 * text (at most 6 MB), for the resolver's `response` to parse in its sandbox: each value crosses once. A timeout,
 * an unhandled error or an oversized payload becomes `ctx.error` with Lambda's message and AppSync's type, exactly
 * what the deployed resolver's `response` then raises. A timed-out handler is left to finish in the background
 * (Lambda would freeze it); its answer is dropped.
 */
export async function invokeLambda(options: {
  handler: ResolverHandler;
  functionName: string;
  timeoutSeconds: number;
  payloadJson: string;
}): Promise<DataSourceOutcome> {
  const requestJson = options.payloadJson;
  if (byteLength(requestJson) > apiLimits.lambdaPayloadBytes) {
    return {
      error: {
        type: 'Lambda:RequestEntityTooLargeException',
        message: `Request must be smaller than ${apiLimits.lambdaPayloadBytes} bytes for the InvokeFunction operation`,
      },
    };
  }
  const requestId = randomUUID();
  const timeoutMs = options.timeoutSeconds * 1000;
  const context = lambdaContext(options.functionName, requestId, Date.now() + timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DataSourceOutcome>((resolve) => {
    timer = setTimeout(() => {
      resolve({
        error: {
          type: 'Lambda:Unhandled',
          message: `RequestId: ${requestId} Error: Task timed out after ${options.timeoutSeconds.toFixed(2)} seconds`,
        },
      });
    }, timeoutMs);
  });
  const answered = (async (): Promise<DataSourceOutcome> => {
    try {
      const result = await options.handler(JSON.parse(requestJson) as never, context);
      const resultJson = JSON.stringify(result ?? null);
      if (byteLength(resultJson) > apiLimits.lambdaPayloadBytes) {
        return {
          error: {
            type: 'Lambda:ResponseSizeTooLarge',
            message: `Response payload size exceeded maximum allowed payload size (${apiLimits.lambdaPayloadBytes} bytes).`,
          },
        };
      }
      return { resultJson };
    } catch (error) {
      return { error: { type: 'Lambda:Unhandled', message: error instanceof Error ? error.message : String(error) } };
    }
  })();
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
