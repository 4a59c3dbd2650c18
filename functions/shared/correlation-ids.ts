import type { Context } from 'aws-lambda';

type Headers = Record<string, string | undefined> | null | undefined;

const headerOf = (headers: Headers, name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] || undefined;

/**
 * The correlation id of an AppSync resolver event: the X-Ray trace id AppSync puts in the request headers
 * (Powertools' `correlationPaths.APPSYNC_RESOLVER`), so every function a GraphQL request reaches logs the same
 * id; Lambda's request id when the header is missing.
 */
export const appSyncCorrelationId = (event: { request?: { headers?: Headers } | null }, context?: Context) =>
  headerOf(event.request?.headers, 'x-amzn-trace-id') ?? context?.awsRequestId;

/** The correlation id of a Function URL / HTTP API request: its request id (`correlationPaths.API_GATEWAY_HTTP`). */
export const httpCorrelationId = (event: { requestContext?: { requestId?: string } }, context?: Context) =>
  event.requestContext?.requestId || context?.awsRequestId;

/** The correlation id of an EventBridge event: the event's id (`correlationPaths.EVENT_BRIDGE`). */
export const eventBridgeCorrelationId = (event: { id?: string }, context?: Context) => event.id || context?.awsRequestId;
